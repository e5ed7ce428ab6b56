import { BLOG_STATUSES, type BlogStatus } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, oneOf, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * Articles employers write (docs/product.md §2 Blogs). Owned by the author's user id for now;
 * company teams (issue 18) will move ownership to the company. `content` is HTML already
 * sanitised to the editor's allowlist; excerpt and reading time are derived from it on save.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: primaryId(),
    authorId: belongsTo('author_id', () => users.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** `/uploads/<name>` from the upload store, or NULL. */
    coverImage: text('cover_image'),
    status: text('status').$type<BlogStatus>().notNull().default('DRAFT'),
    /** Set on first publication and kept (the article's date); NULL while it never was published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blogs_status_valid', sql`${t.status} in (${oneOf(BLOG_STATUSES)})`),
    // The list: published articles newest first (partial index), and an author's own.
    index('blogs_published_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.status} = 'PUBLISHED'`),
    index('blogs_author_idx').on(t.authorId, t.updatedAt.desc()),
  ],
);

/** What readers send about an article: one per reader per article, read by the author only. */
export const blogFeedback = pgTable(
  'blog_feedback',
  {
    id: primaryId(),
    blogId: belongsTo('blog_id', () => blogs.id),
    readerId: belongsTo('reader_id', () => users.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('blog_feedback_once_per_reader').on(t.blogId, t.readerId)],
);

import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { blogFeedback, blogs, companies, companyMembers, users } from '../../db/schema';

/** Data access of the blogs module: the only file here that knows Drizzle. */

export type BlogRow = typeof blogs.$inferSelect;
export type BlogInsert = typeof blogs.$inferInsert;

export interface BlogAuthorRow {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

export type BlogListRow = Omit<BlogRow, 'content'> & { author: BlogAuthorRow };
export type BlogDetailRow = BlogRow & { author: BlogAuthorRow; feedbackSent: boolean };

export interface FeedbackRow {
  id: string;
  message: string;
  createdAt: Date;
  readerId: string;
  firstName: string | null;
  lastName: string | null;
}

const author = {
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: companies.companyName,
};

/** A blogs query with each article's author and the author's company (none for a candidate). */
function withAuthor<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(users, eq(users.id, blogs.authorId))
    .leftJoin(companyMembers, eq(companyMembers.userId, blogs.authorId))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId));
}

/** The article, only as its author's: anyone else's id matches no row. */
const authorsBlog = (id: string, authorId: string) => and(eq(blogs.id, id), eq(blogs.authorId, authorId));

const summaryColumns = {
  id: blogs.id,
  authorId: blogs.authorId,
  title: blogs.title,
  excerpt: blogs.excerpt,
  readingMinutes: blogs.readingMinutes,
  coverImage: blogs.coverImage,
  status: blogs.status,
  publishedAt: blogs.publishedAt,
  createdAt: blogs.createdAt,
  updatedAt: blogs.updatedAt,
};

/** Newest first: a published article by its publication, a draft by its last save. */
const newestFirst = sql`case when ${blogs.status} = 'PUBLISHED' then ${blogs.publishedAt} else ${blogs.updatedAt} end desc`;

export function createBlogRepository(db: Database) {
  /** What `readerId` may see: every published article and their own drafts (or only their own). */
  const visibleTo = (readerId: string, mineOnly: boolean): SQL | undefined =>
    mineOnly ? eq(blogs.authorId, readerId) : or(eq(blogs.status, 'PUBLISHED'), eq(blogs.authorId, readerId));

  return {
    async list(
      readerId: string,
      options: { mineOnly: boolean; limit: number; offset: number },
    ): Promise<{ rows: BlogListRow[]; total: number }> {
      const where = visibleTo(readerId, options.mineOnly);
      const [rows, [totals]] = await Promise.all([
        withAuthor(db.select({ blog: summaryColumns, author }).from(blogs).$dynamic())
          .where(where)
          .orderBy(newestFirst, desc(blogs.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(blogs).where(where),
      ]);
      return { rows: rows.map(({ blog, author }) => ({ ...blog, author })), total: totals?.total ?? 0 };
    },

    async find(id: string, readerId: string): Promise<BlogDetailRow | null> {
      const [row] = await withAuthor(
        db
          .select({
            blog: blogs,
            author,
            feedbackSent: sql<boolean>`exists (select 1 from ${blogFeedback} where ${blogFeedback.blogId} = ${blogs.id} and ${blogFeedback.readerId} = ${readerId})`,
          })
          .from(blogs)
          .$dynamic(),
      )
        .where(eq(blogs.id, id))
        .limit(1);
      return row ? { ...row.blog, author: row.author, feedbackSent: Boolean(row.feedbackSent) } : null;
    },

    async insert(values: BlogInsert): Promise<BlogRow> {
      const [row] = await db.insert(blogs).values(values).returning();
      if (!row) throw new Error('blog insert returned no row');
      return row;
    },

    async update(id: string, authorId: string, values: Partial<BlogInsert>): Promise<BlogRow | null> {
      const [row] = await db.update(blogs).set(values).where(authorsBlog(id, authorId)).returning();
      return row ?? null;
    },

    async remove(id: string, authorId: string): Promise<BlogRow | null> {
      const [row] = await db.delete(blogs).where(authorsBlog(id, authorId)).returning();
      return row ?? null;
    },

    /** False when this reader already sent feedback on this article (the unique constraint). */
    async addFeedback(values: { blogId: string; readerId: string; message: string; createdAt: Date }) {
      const [row] = await db.insert(blogFeedback).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async listFeedback(blogId: string): Promise<FeedbackRow[]> {
      return db
        .select({
          id: blogFeedback.id,
          message: blogFeedback.message,
          createdAt: blogFeedback.createdAt,
          readerId: blogFeedback.readerId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(blogFeedback)
        .innerJoin(users, eq(users.id, blogFeedback.readerId))
        .where(eq(blogFeedback.blogId, blogId))
        .orderBy(desc(blogFeedback.createdAt), desc(blogFeedback.id));
    },

    async reader(userId: string): Promise<{ firstName: string | null; lastName: string | null } | null> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type BlogRepository = ReturnType<typeof createBlogRepository>;

import { z } from 'zod';
import { BLOG_CONTENT_MAX_BYTES, BLOG_FEEDBACK_MAX_LENGTH, BLOG_TITLE_MAX_LENGTH } from '../constants';
import { BLOG_STATUSES, type BlogStatus } from '../domain';
import { envelope, timestamp } from './envelope';
import { pageParam, paginationSchema, perPageParam } from './pagination';
import { requiredText, text } from './text';

/**
 * Blogs (docs/product.md §2 Blogs): employers write articles (HTML from the rich-text editor),
 * keep them as drafts and publish them; any signed-in reader sends feedback once per article.
 */

export { BLOG_CONTENT_MAX_BYTES, BLOG_FEEDBACK_MAX_LENGTH, BLOG_TITLE_MAX_LENGTH };
export const BLOG_PAGE_SIZE_DEFAULT = 9;
/** The teaser on a card: at most this many characters of the text, cut at a word. */
export const BLOG_EXCERPT_MAX_LENGTH = 180;
/** Reading time: words of the text at this pace, rounded up, at least one minute. */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Multipart field of PUT /blogs/{id}/cover. */
export const BLOG_COVER_FIELD = 'cover';

export { BLOG_STATUSES, type BlogStatus };

/**
 * What stored content may hold: exactly the editor toolbar's formats (headings 1–3, bold, italic,
 * underline, strike, links, lists, line breaks, quotes). The server sanitises to this before it
 * stores; the renderer sanitises to it again before it shows anything (defence in depth).
 */
export const BLOG_ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ol',
  'ul',
  'li',
  'br',
  'blockquote',
] as const;
export const BLOG_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
/** Every stored link carries this rel (and opens outside the app). */
export const BLOG_LINK_REL = 'noopener noreferrer nofollow';
export const BLOG_LINK_TARGET = '_blank';

/** True when `href` starts with one of the allowed schemes (case-insensitive, nothing before it). */
export function isAllowedBlogHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && (BLOG_LINK_SCHEMES as readonly string[]).includes(scheme);
}

function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export const blogIdParams = z.object({ id: z.uuid('blogs.notFound') });

/** GET /blogs: a page of published articles and the caller's own drafts; `mine=true` for the caller's only. */
export const listBlogsQuery = z.object({
  page: pageParam.default(1),
  limit: perPageParam.default(BLOG_PAGE_SIZE_DEFAULT),
  mine: z.enum(['true', 'false'], { error: 'blogs.mineInvalid' }).optional(),
});
export type ListBlogsQuery = z.input<typeof listBlogsQuery>;

/** POST /blogs and PUT /blogs/{id} (JSON). Content is HTML; the server keeps only the allowlist. */
export const saveBlogBody = z.object({
  title: requiredText('blogs.titleRequired', BLOG_TITLE_MAX_LENGTH, 'blogs.titleTooLong'),
  content: text('blogs.contentInvalid').refine(
    (value) => utf8Length(value) <= BLOG_CONTENT_MAX_BYTES,
    'blogs.contentTooLarge',
  ),
  status: z.enum(BLOG_STATUSES, { error: 'blogs.statusInvalid' }),
});
export type SaveBlogBody = z.input<typeof saveBlogBody>;
export type SaveBlogData = z.output<typeof saveBlogBody>;

/** POST /blogs/{id}/feedback. */
export const blogFeedbackBody = z.object({
  message: requiredText('blogs.feedback.required', BLOG_FEEDBACK_MAX_LENGTH, 'blogs.feedback.tooLong'),
});
export type BlogFeedbackBody = z.input<typeof blogFeedbackBody>;
export type BlogFeedbackData = z.output<typeof blogFeedbackBody>;

export const blogAuthorSchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** The author's company, when they have one (articles are per user until company teams). */
  company_name: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

/** An article in a list: no content, the server's teaser and reading time instead. */
export const blogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
  readingMinutes: z.number().int(),
  status: z.enum(BLOG_STATUSES),
  /** Set when first published; null for a draft that never was. */
  publishedAt: timestamp.nullable(),
  updatedAt: timestamp,
  author: blogAuthorSchema,
  /** The caller wrote it (only they may edit or delete it, and only they see its feedback). */
  mine: z.boolean(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({
  /** Sanitised HTML (BLOG_ALLOWED_TAGS only). */
  content: z.string(),
  /** The caller already sent feedback on this article (it is accepted once per reader). */
  feedbackSent: z.boolean(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogFeedbackSchema = z.object({
  id: z.string(),
  message: z.string(),
  createdAt: timestamp,
  reader: z.object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() }),
});
export type BlogFeedback = z.infer<typeof blogFeedbackSchema>;

export const listBlogsResponse = envelope(
  z.object({ blogs: z.array(blogSummarySchema), pagination: paginationSchema }),
);
export type ListBlogsResponse = z.infer<typeof listBlogsResponse>;

/** GET/POST/PUT /blogs/{id}, PUT/DELETE /blogs/{id}/cover: the whole article. */
export const blogResponse = envelope(blogSchema);
export type BlogResponse = z.infer<typeof blogResponse>;

export const blogFeedbackResponse = envelope(blogFeedbackSchema);
export type BlogFeedbackResponse = z.infer<typeof blogFeedbackResponse>;

export const blogFeedbackListResponse = envelope(z.object({ feedback: z.array(blogFeedbackSchema) }));
export type BlogFeedbackListResponse = z.infer<typeof blogFeedbackListResponse>;

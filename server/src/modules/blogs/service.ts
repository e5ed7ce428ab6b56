import type {
  Blog,
  BlogFeedback,
  BlogFeedbackData,
  BlogSummary,
  ListBlogsQuery,
  SaveBlogData,
} from '@shared/api/blogs';
import { buildPagination, type Pagination } from '@shared/api/pagination';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { FormInput, UploadStore } from '../uploads';
import type { BlogDetailRow, BlogListRow, BlogRepository } from './repository';
import { prepareContent } from './sanitize';

const notFound = () => new AppError(404, 'NOT_FOUND', 'blogs.notFound');
const notTheAuthor = () => new AppError(403, 'FORBIDDEN', 'blogs.notAuthor');

function toSummary(row: BlogListRow, readerId: string): BlogSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    readingMinutes: row.readingMinutes,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    author: {
      id: row.authorId,
      first_name: row.author.firstName,
      last_name: row.author.lastName,
      company_name: row.author.companyName,
    },
    mine: row.authorId === readerId,
  };
}

function toBlog(row: BlogDetailRow, readerId: string): Blog {
  return { ...toSummary(row, readerId), content: row.content, feedbackSent: row.feedbackSent };
}

export function createBlogService(deps: { repo: BlogRepository; store: UploadStore; clock: Clock }) {
  const { repo, store, clock } = deps;

  /** The article as `readerId` may see it: a draft exists for its author only (404 otherwise). */
  async function visible(id: string, readerId: string): Promise<BlogDetailRow> {
    const row = await repo.find(id, readerId);
    if (!row || (row.status !== 'PUBLISHED' && row.authorId !== readerId)) throw notFound();
    return row;
  }

  /** The caller's own article: 404 when they cannot see it, 403 when they can but did not write it. */
  async function owned(id: string, callerId: string): Promise<BlogDetailRow> {
    const row = await visible(id, callerId);
    if (row.authorId !== callerId) throw notTheAuthor();
    return row;
  }

  async function read(id: string, readerId: string): Promise<Blog> {
    return toBlog(await visible(id, readerId), readerId);
  }

  /** Sanitises and derives excerpt and reading time; a published article needs some text. */
  function prepare(body: SaveBlogData) {
    const prepared = prepareContent(body.content);
    if (body.status === 'PUBLISHED' && prepared.text === '') {
      throw new AppError(400, 'VALIDATION_ERROR', 'blogs.contentRequired');
    }
    return {
      title: body.title,
      content: prepared.content,
      excerpt: prepared.excerpt,
      readingMinutes: prepared.minutes,
      status: body.status,
    };
  }

  return {
    async list(readerId: string, query: { page: number; limit: number; mine?: 'true' | 'false' }) {
      const { rows, total } = await repo.list(readerId, {
        mineOnly: query.mine === 'true',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const pagination: Pagination = buildPagination(query.page, query.limit, total);
      return { blogs: rows.map((row) => toSummary(row, readerId)), pagination };
    },

    read,

    async create(authorId: string, body: SaveBlogData): Promise<Blog> {
      const values = prepare(body);
      const now = clock.now();
      const row = await repo.insert({
        ...values,
        authorId,
        publishedAt: values.status === 'PUBLISHED' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      return read(row.id, authorId);
    },

    async update(id: string, authorId: string, body: SaveBlogData): Promise<Blog> {
      const existing = await owned(id, authorId);
      const values = prepare(body);
      const now = clock.now();
      // The first publication dates the article; later edits and unpublishing keep that date.
      const publishedAt = existing.publishedAt ?? (values.status === 'PUBLISHED' ? now : null);
      const row = await repo.update(id, authorId, { ...values, publishedAt, updatedAt: now });
      if (!row) throw notFound();
      return read(id, authorId);
    },

    async remove(id: string, authorId: string): Promise<void> {
      await owned(id, authorId);
      const row = await repo.remove(id, authorId);
      if (!row) throw notFound();
      await store.remove(row.coverImage);
    },

    /** PUT /blogs/{id}/cover: the image checked by its bytes; the previous cover file goes. */
    async setCover(id: string, authorId: string, form: FormInput): Promise<Blog> {
      const existing = await owned(id, authorId);
      if (!form.file) throw new AppError(400, 'VALIDATION_ERROR', 'blogs.coverRequired');
      const cover = await store.saveImage(form.file.bytes);
      try {
        const row = await repo.update(id, authorId, { coverImage: cover, updatedAt: clock.now() });
        if (!row) throw notFound();
      } catch (error) {
        await store.remove(cover);
        throw error;
      }
      await store.remove(existing.coverImage);
      return read(id, authorId);
    },

    async removeCover(id: string, authorId: string): Promise<Blog> {
      const existing = await owned(id, authorId);
      const row = await repo.update(id, authorId, { coverImage: null, updatedAt: clock.now() });
      if (!row) throw notFound();
      await store.remove(existing.coverImage);
      return read(id, authorId);
    },

    /** Any reader but the author, once per article (409 the second time). */
    async sendFeedback(id: string, readerId: string, { message }: BlogFeedbackData): Promise<BlogFeedback> {
      const blog = await visible(id, readerId);
      if (blog.authorId === readerId) throw new AppError(403, 'FORBIDDEN', 'blogs.feedback.ownArticle');
      const row = await repo.addFeedback({ blogId: id, readerId, message, createdAt: clock.now() });
      if (!row) throw new AppError(409, 'CONFLICT', 'blogs.feedback.alreadySent');
      const reader = await repo.reader(readerId);
      return {
        id: row.id,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        reader: { id: readerId, first_name: reader?.firstName ?? null, last_name: reader?.lastName ?? null },
      };
    },

    /** The author only: what readers sent, newest first. */
    async feedback(id: string, authorId: string): Promise<BlogFeedback[]> {
      await owned(id, authorId);
      const rows = await repo.listFeedback(id);
      return rows.map((row) => ({
        id: row.id,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
        reader: { id: row.readerId, first_name: row.firstName, last_name: row.lastName },
      }));
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
export type { ListBlogsQuery };

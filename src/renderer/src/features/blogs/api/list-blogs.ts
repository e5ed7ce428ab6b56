import { api } from '@renderer/lib/api-client';
import type { ListBlogsResponse } from '@shared/api/blogs';
import type { BlogsPageQuery } from './keys';

/** GET /blogs: a page of published articles and the caller's own drafts (or only the caller's). */
export function listBlogs(query: BlogsPageQuery, signal?: AbortSignal) {
  return api.get<ListBlogsResponse>('/blogs', {
    params: { page: query.page, limit: query.limit, ...(query.mine ? { mine: 'true' } : {}) },
    signal,
    fallbackMessage: 'blogs.fetchFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { BlogResponse } from '@shared/api/blogs';

/** GET /blogs/{id}: the article with its sanitised content; a draft only for its author. */
export function getBlog(id: string, signal?: AbortSignal) {
  return api.get<BlogResponse>(`/blogs/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'blogs.fetchFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';
import { type BlogResponse, type SaveBlogBody, saveBlogBody } from '@shared/api/blogs';

/** POST /blogs (no id yet) or PUT /blogs/{id}: the article as a draft or published. */
export function saveBlog(id: string | null, input: SaveBlogBody) {
  const body = parseRequest(saveBlogBody, input);
  return id
    ? api.put<BlogResponse>(`/blogs/${encodeURIComponent(id)}`, body, { fallbackMessage: 'blogs.saveFailed' })
    : api.post<BlogResponse>('/blogs', body, { fallbackMessage: 'blogs.saveFailed' });
}

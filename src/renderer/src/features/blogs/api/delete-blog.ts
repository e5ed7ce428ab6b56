import { api } from '@renderer/lib/api-client';

/** DELETE /blogs/{id}: the author's own article, its cover and feedback with it. */
export function deleteBlog(id: string) {
  return api.delete<{ message: string }>(`/blogs/${encodeURIComponent(id)}`, {
    fallbackMessage: 'blogs.deleteFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { BlogResponse } from '@shared/api/blogs';

/** DELETE /blogs/{id}/cover. */
export function removeCover(id: string) {
  return api.delete<BlogResponse>(`/blogs/${encodeURIComponent(id)}/cover`, {
    fallbackMessage: 'blogs.editor.coverFailed',
  });
}

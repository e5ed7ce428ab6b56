import { api } from '@renderer/lib/api-client';
import { BLOG_COVER_FIELD, type BlogResponse } from '@shared/api/blogs';

/** PUT /blogs/{id}/cover (multipart): the server checks the image by its bytes. */
export function uploadCover(id: string, file: File, onProgress?: (percent: number) => void) {
  const body = new FormData();
  body.append(BLOG_COVER_FIELD, file);
  return api.put<BlogResponse>(`/blogs/${encodeURIComponent(id)}/cover`, body, {
    fallbackMessage: 'blogs.editor.coverFailed',
    onUploadProgress: onProgress
      ? (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
      : undefined,
  });
}

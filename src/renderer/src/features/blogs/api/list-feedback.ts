import { api } from '@renderer/lib/api-client';
import type { BlogFeedbackListResponse } from '@shared/api/blogs';

/** GET /blogs/{id}/feedback: the author only. */
export function listFeedback(id: string, signal?: AbortSignal) {
  return api.get<BlogFeedbackListResponse>(`/blogs/${encodeURIComponent(id)}/feedback`, {
    signal,
    fallbackMessage: 'blogs.feedback.fetchFailed',
  });
}

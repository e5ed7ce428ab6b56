import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';
import { type BlogFeedbackBody, type BlogFeedbackResponse, blogFeedbackBody } from '@shared/api/blogs';

/** POST /blogs/{id}/feedback: once per reader (409 the second time). */
export function sendFeedback(id: string, input: BlogFeedbackBody) {
  return api.post<BlogFeedbackResponse>(
    `/blogs/${encodeURIComponent(id)}/feedback`,
    parseRequest(blogFeedbackBody, input),
    { fallbackMessage: 'blogs.feedback.sendFailed' },
  );
}

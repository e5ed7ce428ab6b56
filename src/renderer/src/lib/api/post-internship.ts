import type { PostInternshipBody, PostInternshipResponse } from '@shared/api/internships';
import { api } from './api-client';

/** POST /internship/post (spec §7); throws ApiError with the server message or the spec fallback. */
export function postInternship(body: PostInternshipBody): Promise<PostInternshipResponse> {
  return api.post<PostInternshipResponse>('/internship/post', body, { fallbackMessage: 'jobs.post.failed' });
}

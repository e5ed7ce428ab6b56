import { api } from '@renderer/lib/api-client';
import type { PostInternshipBody, PostInternshipResponse } from '@shared/api/internships';

/** POST /internship/post: a new job, from Post a Job and from the profile wizard's last step. */
export function postJob(body: PostInternshipBody) {
  return api.post<PostInternshipResponse>('/internship/post', body, { fallbackMessage: 'jobs.post.failed' });
}

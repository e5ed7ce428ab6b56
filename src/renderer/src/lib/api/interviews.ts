import { api } from '@renderer/lib/api-client';
import type { MessageResponse } from '@shared/api/auth';
import type { InterviewBody, InterviewResponse, InterviewsResponse } from '@shared/api/interviews';
import { INTERVIEWS_URL } from './signed-in-reads';

/** Interviews (issue 19): one request function per call of src/shared/api/interviews.ts. */

const ofApplication = (applicationId: string) =>
  `/applications/${encodeURIComponent(applicationId)}/interviews`;
const interview = (id: string) => `${INTERVIEWS_URL}/${encodeURIComponent(id)}`;

/** GET /applications/{id}/interviews: scheduled and cancelled, soonest first. */
export function listApplicationInterviews(applicationId: string, signal?: AbortSignal) {
  return api.get<InterviewsResponse>(ofApplication(applicationId), {
    signal,
    fallbackMessage: 'interviews.section.loadFailed',
  });
}

/** GET /interviews?from=&to=: the company's scheduled interviews starting in the range. */
export function listInterviews(from: string, to: string, signal?: AbortSignal) {
  return api.get<InterviewsResponse>(INTERVIEWS_URL, {
    params: { from, to },
    signal,
    fallbackMessage: 'interviews.upcoming.loadFailed',
  });
}

/** POST /applications/{id}/interviews: schedules it and emails the invitations. */
export function scheduleInterview(applicationId: string, body: InterviewBody) {
  return api.post<InterviewResponse>(ofApplication(applicationId), body, {
    fallbackMessage: 'errors.generic',
  });
}

/** PUT /interviews/{id}: the whole interview again; everyone invited gets the update. */
export function updateInterview(id: string, body: InterviewBody) {
  return api.put<InterviewResponse>(interview(id), body, { fallbackMessage: 'errors.generic' });
}

/** DELETE /interviews/{id}: cancels it; everyone invited gets the cancellation. */
export function cancelInterview(id: string) {
  return api.delete<MessageResponse>(interview(id), { fallbackMessage: 'errors.generic' });
}

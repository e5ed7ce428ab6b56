import { api } from '@renderer/lib/api-client';
import type { InternshipChangeResponse, ReopenInternshipBody } from '@shared/api/internships';

/** POST /internship/{id}/reopen: an expired or in-active job open again until the new date. */
export function reopenJob(id: string, body: ReopenInternshipBody) {
  return api.post<InternshipChangeResponse>(`/internship/${encodeURIComponent(id)}/reopen`, body, {
    fallbackMessage: 'jobs.reopen.failed',
  });
}

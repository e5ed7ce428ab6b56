import { api } from '@renderer/lib/api-client';
import type { InternshipChangeResponse } from '@shared/api/internships';

/** POST /internship/{id}/duplicate: a new draft with the job's fields (201). */
export function duplicateJob(id: string) {
  return api.post<InternshipChangeResponse>(`/internship/${encodeURIComponent(id)}/duplicate`, undefined, {
    fallbackMessage: 'jobs.duplicate.failed',
  });
}

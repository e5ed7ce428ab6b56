import { api } from '@renderer/lib/api-client';
import type { EditInternshipBody, InternshipChangeResponse } from '@shared/api/internships';

/** PUT /internship/{id}: the Post a Job form's values for a job already posted (issue 19). */
export function editJob(id: string, body: EditInternshipBody) {
  return api.put<InternshipChangeResponse>(`/internship/${encodeURIComponent(id)}`, body, {
    fallbackMessage: 'jobs.edit.failed',
  });
}

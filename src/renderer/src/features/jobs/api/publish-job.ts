import { api } from '@renderer/lib/api-client';
import type { InternshipChangeResponse } from '@shared/api/internships';

/** POST /internship/{id}/publish: a draft becomes ACTIVE (the posting rules checked by the server). */
export function publishJob(id: string) {
  return api.post<InternshipChangeResponse>(`/internship/${encodeURIComponent(id)}/publish`, undefined, {
    fallbackMessage: 'jobs.publish.failed',
  });
}

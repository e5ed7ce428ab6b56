import { api } from '@renderer/lib/api-client';
import type { ExpireInternshipResponse } from '@shared/api/internships';

/** PATCH /internship/{id}/expire: the job closes today; the answer has its new status and date. */
export function expireJob(id: string) {
  return api.patch<ExpireInternshipResponse>(`/internship/${encodeURIComponent(id)}/expire`, undefined, {
    fallbackMessage: 'jobs.expireFailed',
  });
}

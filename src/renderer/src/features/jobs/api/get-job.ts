import { api } from '@renderer/lib/api-client';
import type { InternshipResponse } from '@shared/api/internships';

/** GET /internship/{id}: one job with its company; `data` is null when there is no such job. */
export function getJob(id: string, signal?: AbortSignal) {
  return api.get<InternshipResponse>(`/internship/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'jobDetail.fetchFailed',
  });
}

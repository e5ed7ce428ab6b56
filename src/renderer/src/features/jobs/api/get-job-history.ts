import { api } from '@renderer/lib/api-client';
import type { JobHistoryResponse } from '@shared/api/internships';

/** GET /internship/{id}/history: who changed the job, when, which fields (members only). */
export function getJobHistory(id: string, signal?: AbortSignal) {
  return api.get<JobHistoryResponse>(`/internship/${encodeURIComponent(id)}/history`, {
    signal,
    fallbackMessage: 'jobs.history.failed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { JobCountResponse } from '@shared/api/internships';

/** GET /internship/count: how many jobs the employer has, open, expired, and their openings. */
export function getJobSummary(signal?: AbortSignal) {
  return api.get<JobCountResponse>('/internship/count', { signal, fallbackMessage: 'dashboard.fetchFailed' });
}

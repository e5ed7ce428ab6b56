import { api } from '@renderer/lib/api-client';
import type { ApplicationsCountResponse } from '@shared/api/internships';

/** GET /internship/applications/count: the caller's total; with `days`, the per-day series too. */
export function getApplicationsCount(query: { days?: number } = {}, signal?: AbortSignal) {
  return api.get<ApplicationsCountResponse>('/internship/applications/count', {
    params: query,
    signal,
    fallbackMessage: 'dashboard.fetchFailed',
  });
}

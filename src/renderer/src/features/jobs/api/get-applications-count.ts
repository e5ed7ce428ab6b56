import { api } from '@renderer/lib/api-client';
import type { ApplicationsCountResponse } from '@shared/api/internships';
import { DASHBOARD_APPLICATIONS_READ } from './dashboard-reads';

/** GET /internship/applications/count: the caller's total; with `days`, the per-day series too. */
export function getApplicationsCount(query: { days?: number } = {}, signal?: AbortSignal) {
  return api.get<ApplicationsCountResponse>(DASHBOARD_APPLICATIONS_READ.url, {
    params: query,
    signal,
    fallbackMessage: 'dashboard.fetchFailed',
  });
}

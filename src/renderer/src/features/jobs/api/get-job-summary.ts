import { api } from '@renderer/lib/api-client';
import type { JobCountResponse } from '@shared/api/internships';
import { JOB_SUMMARY_READ } from './dashboard-reads';

/** GET /internship/count: how many jobs the employer has, open, expired, and their openings. */
export function getJobSummary(signal?: AbortSignal) {
  return api.get<JobCountResponse>(JOB_SUMMARY_READ.url, {
    signal,
    fallbackMessage: 'dashboard.fetchFailed',
  });
}

import { upcomingInterviewsRead } from '@renderer/lib/api/signed-in-reads';
import type { EarlyRead } from '@renderer/lib/early-reads';
import { DAILY_APPLICATIONS_DEFAULT_DAYS } from '@shared/constants';

/** GET /internship/count: the jobs summary behind the dashboard's first counter. */
export const JOB_SUMMARY_READ = { url: '/internship/count' } as const satisfies EarlyRead;

/** GET /internship/applications/count with the chart's days: the dashboard's second counter. */
export const DASHBOARD_APPLICATIONS_READ = {
  url: '/internship/applications/count',
  params: { days: DAILY_APPLICATIONS_DEFAULT_DAYS },
} as const satisfies EarlyRead;

export const COMPANY_JOBS_URL = '/internship/company';

/** GET /internship/company, the first page of five: the dashboard's Recently Posted Jobs. */
export const RECENT_JOBS_READ = {
  url: COMPANY_JOBS_URL,
  params: { page: 1, perPage: 5 },
} as const satisfies EarlyRead;

/**
 * Every read the dashboard makes as it opens ('Loading...' on the counters until the first two
 * answer): the start-up sends these, with the frame's, before the app has booted
 * (app/start-early-reads.ts), and the HTTP client is then not needed until the dashboard shows.
 */
export function dashboardReads(now: number): readonly EarlyRead[] {
  return [JOB_SUMMARY_READ, DASHBOARD_APPLICATIONS_READ, RECENT_JOBS_READ, upcomingInterviewsRead(now)];
}

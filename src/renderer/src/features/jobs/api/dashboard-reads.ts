import type { EarlyRead } from '@renderer/lib/early-reads';
import { DAILY_APPLICATIONS_DEFAULT_DAYS } from '@shared/constants';

/** GET /internship/count: the jobs summary behind the dashboard's first counter. */
export const JOB_SUMMARY_READ = { url: '/internship/count' } as const satisfies EarlyRead;

/** GET /internship/applications/count with the chart's days: the dashboard's second counter. */
export const DASHBOARD_APPLICATIONS_READ = {
  url: '/internship/applications/count',
  params: { days: DAILY_APPLICATIONS_DEFAULT_DAYS },
} as const satisfies EarlyRead;

/**
 * What the dashboard shows first and waits for ('Loading...' until both answer): the start-up
 * sends these before the app has booted (app/start-early-reads.ts). Numbers only, no text in the
 * user's language, as lib/early-reads.ts requires.
 */
export const DASHBOARD_EARLY_READS: readonly EarlyRead[] = [JOB_SUMMARY_READ, DASHBOARD_APPLICATIONS_READ];

import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_APPLICATIONS_READ } from '../api/dashboard-reads';
import { getApplicationsCount } from '../api/get-applications-count';
import { getJobSummary } from '../api/get-job-summary';
import { jobKeys } from '../api/keys';

/**
 * The dashboard's numbers in two requests, whatever the number of jobs: the jobs summary, and
 * the applications total with its daily series for the chart. `loading` holds until both
 * answered (or failed), so the cards never show one number and a 'Loading...' side by side.
 */
export function useDashboardCounts() {
  const summary = useQuery({
    queryKey: jobKeys.summary(),
    queryFn: ({ signal }) => getJobSummary(signal),
    select: (body) => body.data,
  });
  const applications = useQuery({
    queryKey: jobKeys.applicationsCount(DASHBOARD_APPLICATIONS_READ.params.days),
    // The same query the start-up may have sent already (api/dashboard-reads.ts).
    queryFn: ({ signal }) => getApplicationsCount(DASHBOARD_APPLICATIONS_READ.params, signal),
    select: (body) => body.data,
  });
  return {
    loading: summary.isPending || applications.isPending,
    error: summary.error ?? applications.error,
    summary: summary.data ?? null,
    applications: applications.data?.count ?? null,
    days: applications.data?.days ?? [],
  };
}

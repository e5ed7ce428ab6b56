import { useErrorToast } from '@renderer/hooks/use-error-toast';
import { useSortParams } from '@renderer/hooks/use-sort-params';
import { JOB_ASCENDING_SORTS, JOB_SORTS } from '@shared/api/sort';
import type { JobsPageQuery } from '../api/list-company-jobs';
import { useJobActions } from '../hooks/use-job-actions';
import { useJobs } from '../hooks/use-jobs';
import { JobsTable } from './jobs-table';

/**
 * The employer's jobs (all, or one page of the newest) in the jobs table, with its row actions;
 * `sortable`: the headers sort on the server, the sort kept in the address (issue 19).
 */
export function CompanyJobsTable({
  query,
  caption,
  sortable = false,
}: {
  query?: JobsPageQuery;
  caption: string;
  sortable?: boolean;
}) {
  const sorting = useSortParams(JOB_SORTS, JOB_ASCENDING_SORTS);
  const jobs = useJobs(sortable ? { ...query, ...sorting.query } : query);
  useErrorToast(jobs.error, 'jobs.fetchFailed');
  const { expire, remove, duplicate, publish, reopen } = useJobActions();
  return (
    <JobsTable
      jobs={jobs.data ?? []}
      loading={jobs.isPending}
      caption={caption}
      onExpire={expire}
      onDelete={remove}
      onDuplicate={duplicate}
      onPublish={publish}
      onReopen={reopen}
      sorting={sortable ? { sort: sorting.sort, order: sorting.order, onSort: sorting.toggle } : undefined}
    />
  );
}

import { useErrorToast } from '@renderer/hooks/use-error-toast';
import type { JobsPageQuery } from '../api/list-company-jobs';
import { useJobActions } from '../hooks/use-job-actions';
import { useJobs } from '../hooks/use-jobs';
import { JobsTable } from './jobs-table';

/** The employer's jobs (all, or one page of the newest) in the jobs table, with its row actions. */
export function CompanyJobsTable({ query, caption }: { query?: JobsPageQuery; caption: string }) {
  const jobs = useJobs(query);
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
    />
  );
}

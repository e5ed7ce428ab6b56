import { useErrorToast } from '@renderer/hooks/use-error-toast';
import { useT } from '@renderer/i18n/use-t';
import { JobsBreadcrumb } from '../components/jobs-breadcrumb';
import { JobsTable } from '../components/jobs-table';
import { useJobActions } from '../hooks/use-job-actions';
import { useJobs } from '../hooks/use-jobs';
import '../components/jobs.css';

/** /jobs: every job of the employer in one request (applications counts inline). */
export function JobsPage() {
  const t = useT();
  const jobs = useJobs();
  useErrorToast(jobs.error, 'jobs.fetchFailed');
  const { expire, remove } = useJobActions();

  return (
    <div className="jobs-page">
      <JobsBreadcrumb title={t('jobs.page.title')} />
      <JobsTable
        jobs={jobs.data ?? []}
        loading={jobs.isPending}
        caption={t('jobs.table.caption')}
        onExpire={expire}
        onDelete={remove}
      />
    </div>
  );
}

import { useT } from '@renderer/i18n/use-t';
import { CompanyJobsTable } from '../components/company-jobs-table';
import { JobsBreadcrumb } from '../components/jobs-breadcrumb';
import '../components/jobs.css';

/** /jobs: every job of the employer in one request (applications counts inline). */
export function JobsPage() {
  const t = useT();
  return (
    <div className="jobs-page">
      <JobsBreadcrumb title={t('jobs.page.title')} />
      <CompanyJobsTable caption={t('jobs.table.caption')} sortable />
    </div>
  );
}

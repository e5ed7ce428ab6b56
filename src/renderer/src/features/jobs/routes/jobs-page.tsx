import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { Internship } from '@shared/api/internships';
import { useEffect, useState } from 'react';
import { fetchCompanyJobs } from '../api/jobs-api';
import { JobsBreadcrumb } from '../components/jobs-breadcrumb';
import { JobsTable } from '../components/jobs-table';
import { useJobActions } from '../components/use-job-actions';
import '../components/jobs.css';

/** /jobs: every job of the employer in one request (applications counts inline). */
export function JobsPage() {
  const t = useT();
  const [jobs, setJobs] = useState<Internship[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    fetchCompanyJobs()
      .then((response) => {
        if (current) setJobs(response.data.internships);
      })
      .catch((error: unknown) => {
        if (current) notify.error(toApiError(error, 'jobs.fetchFailed').message);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, []);

  const { expire, remove } = useJobActions({
    onExpired: (id, values) =>
      setJobs((list) => list.map((job) => (job.id === id ? { ...job, ...values } : job))),
    onDeleted: (id) => setJobs((list) => list.filter((job) => job.id !== id)),
  });

  return (
    <div className="jobs-page">
      <JobsBreadcrumb title={t('jobs.page.title')} />
      <JobsTable
        jobs={jobs}
        loading={loading}
        caption={t('jobs.table.caption')}
        onExpire={expire}
        onDelete={remove}
      />
    </div>
  );
}

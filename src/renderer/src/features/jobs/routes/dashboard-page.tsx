import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import { DAILY_APPLICATIONS_DEFAULT_DAYS, type Internship, type JobSummary } from '@shared/api/internships';
import { useCallback, useEffect, useState } from 'react';
import { fetchApplicationsCount, fetchCompanyJobs, fetchJobSummary } from '../api/jobs-api';
import { ApplicationsChart } from '../components/applications-chart';
import { JobsBreadcrumb } from '../components/jobs-breadcrumb';
import { JobsTable } from '../components/jobs-table';
import { useJobActions } from '../components/use-job-actions';
import '../components/jobs.css';

/** How many of the newest jobs the dashboard lists. */
const RECENT_JOBS = 5;

interface Counts {
  summary: JobSummary | null;
  applications: number | null;
  days: { date: string; count: number }[];
}

/**
 * The home dashboard (spec §2): Total Jobs and Total Applications ('Loading...' until both
 * calls finish or fail), a summary block, a 30-day chart and the Recently Posted Jobs table.
 * Exactly three requests, whatever the number of jobs: the summary counts, the applications
 * total with its daily series, and one page of the newest jobs (their counts inline).
 */
export function DashboardPage() {
  const t = useT();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [countsError, setCountsError] = useState<string | null>(null);
  const [jobs, setJobs] = useState<Internship[]>([]);
  const [jobsLoading, setJobsLoading] = useState(true);

  const loadCounts = useCallback(async (isCurrent: () => boolean) => {
    const [summary, applications] = await Promise.allSettled([
      fetchJobSummary(),
      fetchApplicationsCount({ days: DAILY_APPLICATIONS_DEFAULT_DAYS }),
    ]);
    if (!isCurrent()) return;
    const failure = [summary, applications].find((r) => r.status === 'rejected');
    if (failure) {
      const message = toApiError(failure.reason, 'dashboard.fetchFailed').message;
      setCountsError(message);
      notify.error(message);
    } else {
      setCountsError(null);
    }
    setCounts({
      summary: summary.status === 'fulfilled' ? summary.value.data : null,
      applications: applications.status === 'fulfilled' ? applications.value.data.count : null,
      days: applications.status === 'fulfilled' ? (applications.value.data.days ?? []) : [],
    });
  }, []);

  useEffect(() => {
    let current = true;
    const isCurrent = () => current;
    void loadCounts(isCurrent);
    fetchCompanyJobs({ page: 1, perPage: RECENT_JOBS })
      .then((response) => {
        if (current) setJobs(response.data.internships);
      })
      .catch((error: unknown) => {
        if (current) notify.error(toApiError(error, 'jobs.fetchFailed').message);
      })
      .finally(() => {
        if (current) setJobsLoading(false);
      });
    return () => {
      current = false;
    };
  }, [loadCounts]);

  const { expire, remove } = useJobActions({
    onExpired: (id, values) => {
      setJobs((list) => list.map((job) => (job.id === id ? { ...job, ...values } : job)));
      void loadCounts(() => true);
    },
    onDeleted: (id) => {
      setJobs((list) => list.filter((job) => job.id !== id));
      void loadCounts(() => true);
    },
  });

  const loading = counts === null;
  const show = (value: number | null | undefined) => (loading ? t('common.loading') : String(value ?? 0));

  return (
    <div className="jobs-page">
      <JobsBreadcrumb title={t('dashboard.title')} />
      <div className="dashboard-cards" aria-live="polite">
        <section className="card jobs-card stat-card">
          <h2>{t('dashboard.totalJobs')}</h2>
          <p className="stat-value" data-testid="total-jobs">
            {show(counts?.summary?.count)}
          </p>
        </section>
        <section className="card jobs-card stat-card">
          <h2>{t('dashboard.totalApplications')}</h2>
          <p className="stat-value" data-testid="total-applications">
            {show(counts?.applications)}
          </p>
        </section>
      </div>
      {countsError && (
        <p className="form-error" role="alert">
          {countsError}
        </p>
      )}
      <div className="dashboard-grid">
        <section className="card jobs-card" aria-labelledby="dashboard-summary">
          <h2 id="dashboard-summary" className="section-title">
            {t('dashboard.summary.heading')}
          </h2>
          <dl className="summary-list">
            <div>
              <dt>{t('dashboard.summary.active')}</dt>
              <dd>{show(counts?.summary?.active)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.summary.expired')}</dt>
              <dd>{show(counts?.summary?.inactive)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.summary.openings')}</dt>
              <dd>{show(counts?.summary?.openings)}</dd>
            </div>
          </dl>
        </section>
        <section className="card jobs-card" aria-labelledby="dashboard-chart">
          <h2 id="dashboard-chart" className="section-title">
            {t('dashboard.chart.heading', { days: DAILY_APPLICATIONS_DEFAULT_DAYS })}
          </h2>
          {loading ? <p>{t('common.loading')}</p> : <ApplicationsChart days={counts.days} />}
        </section>
      </div>
      <section className="jobs-page" aria-labelledby="dashboard-recent">
        <h2 id="dashboard-recent" className="section-title">
          {t('dashboard.recentJobs')}
        </h2>
        <JobsTable
          jobs={jobs}
          loading={jobsLoading}
          caption={t('dashboard.recentJobs')}
          onExpire={expire}
          onDelete={remove}
        />
      </section>
    </div>
  );
}

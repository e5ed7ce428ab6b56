import { TitledSection } from '@renderer/components/titled-section';
import { useErrorToast } from '@renderer/hooks/use-error-toast';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { DAILY_APPLICATIONS_DEFAULT_DAYS } from '@shared/constants';
import { RECENT_JOBS_READ } from '../api/dashboard-reads';
import { ApplicationsChart } from '../components/applications-chart';
import { JobsBreadcrumb } from '../components/jobs-breadcrumb';
import { CompanyJobsTable } from '../components/company-jobs-table';
import { UpcomingInterviews } from '../components/upcoming-interviews';
import { useDashboardCounts } from '../hooks/use-dashboard-counts';
import '../components/jobs.css';

/** The summary's figures, in order: their label and their field of GET /internship/count. */
const SUMMARY_FIGURES = [
  ['dashboard.summary.active', 'active'],
  ['dashboard.summary.expired', 'inactive'],
  ['dashboard.summary.drafts', 'drafts'],
  ['dashboard.summary.openings', 'openings'],
] as const;

/**
 * The home dashboard: Total Jobs and Total Applications ('Loading...' until both calls finish
 * or fail), a summary block, a 30-day chart, the next 7 days' interviews (issue 19) and the
 * Recently Posted Jobs table. Exactly four requests, whatever the number of jobs: the summary
 * counts, the applications total with its daily series, the upcoming interviews, and one page of
 * the newest jobs (their counts inline).
 */
export function DashboardPage() {
  const t = useT();
  const counts = useDashboardCounts();
  useErrorToast(counts.error, 'dashboard.fetchFailed');

  const { loading } = counts;
  const show = (value: number | null | undefined) => (loading ? t('common.loading') : String(value ?? 0));

  return (
    <div className="jobs-page">
      <JobsBreadcrumb title={t('dashboard.title')} />
      <div className="dashboard-cards" aria-live="polite">
        <section className="card jobs-card stat-card">
          <h2>{t('dashboard.totalJobs')}</h2>
          <p className="stat-value" data-testid="total-jobs">
            {show(counts.summary?.count)}
          </p>
        </section>
        <section className="card jobs-card stat-card">
          <h2>{t('dashboard.totalApplications')}</h2>
          <p className="stat-value" data-testid="total-applications">
            {show(counts.applications)}
          </p>
        </section>
      </div>
      {counts.error && (
        <p className="form-error" role="alert">
          {toApiError(counts.error, 'dashboard.fetchFailed').message}
        </p>
      )}
      <div className="dashboard-grid">
        <TitledSection
          id="dashboard-summary"
          className="card jobs-card"
          titleClassName="section-title"
          title={t('dashboard.summary.heading')}
        >
          <dl className="summary-list">
            {SUMMARY_FIGURES.map(([label, figure]) => (
              <div key={figure}>
                <dt>{t(label)}</dt>
                <dd>{show(counts.summary?.[figure])}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <TitledSection
          id="dashboard-chart"
          className="card jobs-card"
          titleClassName="section-title"
          title={t('dashboard.chart.heading', { days: DAILY_APPLICATIONS_DEFAULT_DAYS })}
        >
          {loading ? <p>{t('common.loading')}</p> : <ApplicationsChart days={counts.days} />}
        </TitledSection>
      </div>
      <UpcomingInterviews />
      <TitledSection
        id="dashboard-recent"
        className="jobs-page"
        titleClassName="section-title"
        title={t('dashboard.recentJobs')}
      >
        <CompanyJobsTable query={RECENT_JOBS_READ.params} caption={t('dashboard.recentJobs')} />
      </TitledSection>
    </div>
  );
}

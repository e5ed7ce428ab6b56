import { useT } from '@renderer/i18n/use-t';
import { mediaUrl } from '@renderer/lib/media-url';
import type { InternshipWithCompany } from '@shared/api/internships';
import { Link, useParams } from 'react-router-dom';
import { DetailStatus } from '../components/detail-status';
import { JobFacts } from '../components/job-facts';
import { useJob } from '../hooks/use-job';
import { isOpen } from '../lib/days-remaining';
import '../components/jobs.css';

/** /job-details/:id: 'Loading...', the job with its company, an error, or not found. */
export function JobDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useJob(id);
  if (query.isPending || query.isError) return <DetailStatus error={query.error} />;
  // The answer can come without a job (deleted, or never there).
  const job: InternshipWithCompany | null = query.data;
  if (!job) return <p role="alert">{t('jobs.notFound')}</p>;

  const logo = mediaUrl(job.company_info.logo);
  const open = isOpen(job);
  return (
    <article className="card jobs-card detail-card">
      <header className="detail-header">
        {logo && <img className="detail-logo" src={logo} alt="" />}
        <div>
          <h1 className="jobs-heading">{job.title}</h1>
          <p style={{ margin: 0 }}>
            {t('jobDetail.company')}:{' '}
            <Link className="link" to={`/company-detail/${job.company_id}`}>
              {job.company_info.company_name}
            </Link>
          </p>
        </div>
        <span className={open ? 'badge badge-active' : 'badge badge-inactive'}>
          {open ? t('jobs.status.active') : t('jobs.status.inactive')}
        </span>
      </header>
      <JobFacts job={job} />
    </article>
  );
}

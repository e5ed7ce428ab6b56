import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { mediaUrl } from '@renderer/lib/media-url';
import type { InternshipWithCompany } from '@shared/api/internships';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchJob } from '../api/jobs-api';
import { JobFacts } from '../components/job-facts';
import { isOpen } from '../lib/days-remaining';
import '../components/jobs.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'missing' }
  | { kind: 'ready'; job: InternshipWithCompany };

/** /job-details/:id (spec §2): 'Loading...', the job with its company, an error, or not found. */
export function JobDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    fetchJob(id)
      .then((response) => {
        if (!current) return;
        setState(response.data ? { kind: 'ready', job: response.data } : { kind: 'missing' });
      })
      .catch((error: unknown) => {
        if (current) setState({ kind: 'error', message: toApiError(error, 'jobDetail.fetchFailed').message });
      });
    return () => {
      current = false;
    };
  }, [id]);

  if (state.kind === 'loading') return <p aria-live="polite">{t('common.loading')}</p>;
  if (state.kind === 'error')
    return (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    );
  if (state.kind === 'missing') return <p role="alert">{t('jobs.notFound')}</p>;

  const { job } = state;
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

import { useCan } from '@renderer/hooks/use-can';
import { useT } from '@renderer/i18n/use-t';
import { mediaUrl } from '@renderer/lib/media-url';
import type { InternshipWithCompany } from '@shared/api/internships';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DetailStatus } from '../components/detail-status';
import { JobFacts } from '../components/job-facts';
import { JobHistory } from '../components/job-history';
import { JobStatusBadge } from '../components/job-status-badge';
import { ReopenDialog } from '../components/reopen-dialog';
import { useJob } from '../hooks/use-job';
import { useJobActions } from '../hooks/use-job-actions';
import { isOpen } from '../lib/days-remaining';
import '../components/jobs.css';

/**
 * /job-details/:id: 'Loading...', the job with its company, an error, or not found. For the
 * company's members (issue 19): Edit, Duplicate, Publish (drafts) and Reopen (closed jobs) for
 * roles that write jobs, and the job's history.
 */
export function JobDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useJob(id);
  if (query.isPending || query.isError) return <DetailStatus error={query.error} />;
  // The answer can come without a job (deleted, or never there).
  const job: InternshipWithCompany | null = query.data;
  if (!job) return <p role="alert">{t('jobs.notFound')}</p>;

  const logo = mediaUrl(job.company_info.logo);
  // Only the company's own members are given the applicant count.
  const member = job.applications_count !== undefined;
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
        <JobStatusBadge job={job} />
      </header>
      {member && <JobDetailActions job={job} />}
      <JobFacts job={job} />
      {member && <JobHistory jobId={job.id} />}
    </article>
  );
}

function JobDetailActions({ job }: { job: InternshipWithCompany }) {
  const t = useT();
  const navigate = useNavigate();
  const writes = useCan('jobs.write');
  const { duplicate, publish, reopen } = useJobActions();
  const [busy, setBusy] = useState(false);
  const [reopening, setReopening] = useState(false);
  if (!writes) return null;
  const draft = job.active_status === 'DRAFT';
  const closed = !draft && !isOpen(job);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="detail-actions">
      <Link className="btn btn-secondary btn-small" to={`/edit-job/${job.id}`}>
        {t('jobs.menu.edit')}
      </Link>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            const copy = await duplicate(job);
            // The new draft's page, once the server made it.
            if (copy) navigate(`/job-details/${copy.id}`);
          })
        }
      >
        {t('jobs.menu.duplicate')}
      </button>
      {draft && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={busy}
          onClick={() => void run(() => publish(job))}
        >
          {t('jobs.menu.publish')}
        </button>
      )}
      {closed && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={busy}
          onClick={() => setReopening(true)}
        >
          {t('jobs.menu.reopen')}
        </button>
      )}
      <ReopenDialog
        job={reopening ? job : null}
        onCancel={() => setReopening(false)}
        onReopen={async (date) => {
          const done = await reopen(job, date);
          if (done) setReopening(false);
          return done;
        }}
      />
    </div>
  );
}

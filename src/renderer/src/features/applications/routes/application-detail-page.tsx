import { Avatar } from '@renderer/components/avatar';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { notify } from '@renderer/lib/toast';
import type { ApplicationDetail } from '@shared/api/applications';
import type { ApplicationStatus } from '@shared/domain';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getApplication, updateApplicationStatus } from '../api/applications-api';
import { StatusSelect } from '../components/status-select';
import { candidateName } from '../lib/candidate-name';
import '../components/applications.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; detail: ApplicationDetail };

/** /detail-view without an id: nothing to show yet, so point to the list. */
export function ChooseApplicationPage() {
  const t = useT();
  return (
    <div className="card applications-message">
      <p>{t('applications.detail.choose')}</p>
      <Link className="btn btn-primary" to="/application">
        {t('applications.detail.goToList')}
      </Link>
    </div>
  );
}

/** /detail-view/{id}: the candidate, the job, the cover letter and the status history. */
export function ApplicationDetailPage() {
  const t = useT();
  const lang = useLang();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` re-runs the fetch (Retry, filters re-applied).
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getApplication(id, controller.signal)
      .then((body) => setState({ kind: 'ready', detail: body.data }))
      .catch((error: { message: string }) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [id, reload]);

  const changeStatus = async (status: ApplicationStatus) => {
    setBusy(true);
    try {
      await updateApplicationStatus(id, status);
      notify.success(t('applications.status.updated'));
      // The history gained an entry: read the application again.
      setReload((n) => n + 1);
    } catch {
      notify.error(t('applications.status.updateFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') {
    return (
      <p role="status" className="applications-message">
        {t('common.loading')}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="card applications-message">
        <p>{state.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setReload((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const { detail } = state;
  const name = candidateName(detail.candidate) ?? t('applications.unnamed');
  const statusText = (s: ApplicationStatus) => t(`applications.status.${s}`);
  return (
    <section className="application-detail" aria-labelledby="application-heading">
      <div className="card applications-breadcrumb">
        <div className="applicant">
          <Avatar src={detail.candidate.profile_img} alt="" size={56} />
          <div>
            <h2 id="application-heading" className="applications-title">
              {name}
            </h2>
            <p className="history-meta">
              {detail.job.title} ·{' '}
              {t('applications.detail.appliedOn', { date: formatDate(detail.createdAt, lang) })}
            </p>
          </div>
        </div>
        <StatusSelect
          value={detail.status}
          label={t('applications.status.label', { name })}
          disabled={busy}
          onChange={(s) => void changeStatus(s)}
        />
      </div>
      <div className="detail-grid">
        <div className="card">
          <h3>{t('applications.detail.candidate')}</h3>
          {detail.candidate.headline && <p>{detail.candidate.headline}</p>}
          {detail.candidate.city && <p>{detail.candidate.city}</p>}
          {detail.candidate.skills.length > 0 && <p>{detail.candidate.skills.join(', ')}</p>}
          <Link className="link" to={`/candidate-detail/${detail.user_id}`}>
            {t('applications.detail.openCandidate')}
          </Link>
        </div>
        <div className="card">
          <h3>{t('applications.detail.job')}</h3>
          <p>{detail.job.title}</p>
          {detail.job.internship_city && <p>{detail.job.internship_city}</p>}
          <Link className="link" to={`/job-details/${detail.job.id}`}>
            {detail.job.title}
          </Link>
        </div>
        <div className="card">
          <h3>{t('applications.detail.coverLetter')}</h3>
          <p className="cover-letter">{detail.cover_letter ?? t('applications.detail.noCoverLetter')}</p>
        </div>
        <div className="card">
          <h3>{t('applications.detail.history')}</h3>
          <ol className="history-list">
            {detail.history.map((entry) => {
              const who = entry.changed_by ? candidateName(entry.changed_by) : null;
              return (
                <li key={entry.id}>
                  <span>
                    {entry.from_status
                      ? t('applications.detail.historyEntry', {
                          from: statusText(entry.from_status),
                          to: statusText(entry.to_status),
                        })
                      : t('applications.detail.historyCreated', { to: statusText(entry.to_status) })}
                  </span>{' '}
                  <span className="history-meta">
                    <time dateTime={entry.createdAt}>
                      {formatDate(entry.createdAt, lang)}{' '}
                      {new Date(entry.createdAt).toLocaleTimeString(lang === 'pt' ? 'pt' : 'en-GB', {
                        hour: '2-digit',
                        minute: '2-digit',
                      })}
                    </time>
                    {who ? ` ${t('applications.detail.by', { name: who })}` : ''}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </section>
  );
}

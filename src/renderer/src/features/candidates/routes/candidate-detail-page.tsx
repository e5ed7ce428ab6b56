import { Avatar } from '@renderer/components/avatar';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import type { ApplicationListItem } from '@shared/api/applications';
import type { CandidateSummary } from '@shared/api/candidates';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getCandidate, listCandidateApplications } from '../api/candidates-api';
import { fullName } from '../components/full-name';
import '../components/candidates.css';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; candidate: CandidateSummary; applications: ApplicationListItem[] };

/** /candidate-detail/{id}: profile, skills, availability, applications to my jobs, Message. */
export function CandidateDetailPage() {
  const t = useT();
  const lang = useLang();
  const { id = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [reload, setReload] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` re-runs the fetch (Retry, filters re-applied).
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    Promise.all([getCandidate(id, controller.signal), listCandidateApplications(id, controller.signal)])
      .then(([candidate, applications]) =>
        setState({ kind: 'ready', candidate: candidate.data, applications: applications.data.applications }),
      )
      .catch((error: { message: string }) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: error.message });
      });
    return () => controller.abort();
  }, [id, reload]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="candidates-message">
        {t('common.loading')}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div role="alert" className="card candidates-message">
        <p>{state.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setReload((n) => n + 1)}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const { candidate, applications } = state;
  const name = fullName(candidate) ?? t('candidates.unnamed');
  const none = t('candidates.detail.notGiven');
  return (
    <section className="candidate-detail" aria-labelledby="candidate-heading">
      <div className="card candidate-head">
        <Avatar src={candidate.profile_img} alt="" size={72} />
        <div className="candidate-head-text">
          <h2 id="candidate-heading">{name}</h2>
          {candidate.headline && <p>{candidate.headline}</p>}
        </div>
        <Link className="btn btn-primary" to={`/chat/${candidate.id}`}>
          {t('candidates.detail.message')}
        </Link>
      </div>
      <div className="card">
        <dl className="candidate-facts">
          <dt>{t('candidates.detail.location')}</dt>
          <dd>{candidate.city ?? none}</dd>
          <dt>{t('candidates.detail.availability')}</dt>
          <dd>{candidate.availability ?? none}</dd>
          <dt>{t('candidates.detail.nationality')}</dt>
          <dd>{candidate.nationality ?? none}</dd>
          <dt>{t('candidates.detail.languages')}</dt>
          <dd>{candidate.language.length > 0 ? candidate.language.join(', ') : none}</dd>
          <dt>{t('candidates.detail.skills')}</dt>
          <dd>
            {candidate.skills.length > 0 ? (
              <ul className="skill-chips">
                {candidate.skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            ) : (
              t('candidates.detail.noSkills')
            )}
          </dd>
        </dl>
      </div>
      <div className="card">
        <h3>{t('candidates.detail.applications')}</h3>
        {applications.length === 0 ? (
          <p>{t('candidates.detail.noApplications')}</p>
        ) : (
          <ul className="candidate-applications">
            {applications.map((application) => (
              <li key={application.id}>
                <Link className="link" to={`/detail-view/${application.id}`}>
                  {application.intern_info.title}
                </Link>{' '}
                <span className="candidate-meta">
                  {t(`applications.status.${application.status}`)} ·{' '}
                  <time dateTime={application.createdAt}>{formatDate(application.createdAt, lang)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

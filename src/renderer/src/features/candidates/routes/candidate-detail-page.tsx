import { useCan } from '@renderer/hooks/use-can';
import { Avatar } from '@renderer/components/avatar';
import { QueryStatus } from '@renderer/components/query-status';
import { useApplications } from '@renderer/hooks/use-applications';
import { useCandidate } from '@renderer/hooks/use-candidate';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { fullName } from '@renderer/lib/person-name';
import { availabilityLabel, spokenLanguagesLabel } from '@renderer/lib/code-labels';
import { MAX_PAGE_SIZE } from '@shared/constants';
import { Link, useParams } from 'react-router-dom';
import '../components/candidates.css';

/** /candidate-detail/{id}: details, skills, availability, applications to my jobs, Message. */
export function CandidateDetailPage() {
  const t = useT();
  // Messaging only for a role that chats with candidates (issue 18).
  const chats = useCan('chat.use');
  const lang = useLang();
  const { id = '' } = useParams();
  const details = useCandidate(id);
  const applied = useApplications({ userId: id, perPage: String(MAX_PAGE_SIZE) });

  if (details.isPending || applied.isPending || details.isError || applied.isError) {
    // Both reads as one: loading until both answered, the first failure with one Retry for both.
    const both = {
      isPending: details.isPending || applied.isPending,
      isError: details.isError || applied.isError,
      error: details.error ?? applied.error,
      refetch: () => Promise.all([details.refetch(), applied.refetch()]),
    };
    return <QueryStatus query={both} className="candidates-message" card />;
  }

  const candidate = details.data;
  const { applications } = applied.data;
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
        {chats && (
          <Link className="btn btn-primary" to={`/chat/${candidate.id}`}>
            {t('candidates.detail.message')}
          </Link>
        )}
      </div>
      <div className="card">
        <dl className="candidate-facts">
          <dt>{t('candidates.detail.location')}</dt>
          <dd>{candidate.city ?? none}</dd>
          <dt>{t('candidates.detail.availability')}</dt>
          <dd>{candidate.availability ? availabilityLabel(t, candidate.availability) : none}</dd>
          <dt>{t('candidates.detail.nationality')}</dt>
          <dd>{candidate.nationality ?? none}</dd>
          <dt>{t('candidates.detail.languages')}</dt>
          <dd>{candidate.language.length > 0 ? spokenLanguagesLabel(t, candidate.language) : none}</dd>
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

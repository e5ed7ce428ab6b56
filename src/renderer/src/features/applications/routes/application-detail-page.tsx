import { useCan } from '@renderer/hooks/use-can';
import { Avatar } from '@renderer/components/avatar';
import { QueryStatus } from '@renderer/components/query-status';
import { useUpdateApplicationStatus } from '@renderer/hooks/use-update-application-status';
import { useLang, useT } from '@renderer/i18n/use-t';
import { availabilityLabel, jobTypeLabel, spokenLanguagesLabel } from '@renderer/lib/code-labels';
import { formatDate } from '@renderer/lib/format-date';
import { fullName } from '@renderer/lib/person-name';
import { notify } from '@renderer/lib/toast';
import type { ApplicationStatus } from '@shared/domain';
import { Link, useParams } from 'react-router-dom';
import { ApplicationCv } from '../components/application-cv';
import { InterviewsSection } from '../components/interviews-section';
import { ApplicationNotes } from '../components/application-notes';
import { StatusSelect } from '../components/status-select';
import { useApplication } from '../hooks/use-application';
import '../components/applications.css';

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

/** /detail-view/{id}: the candidate, the job, the cover letter, the CV and the status history. */
export function ApplicationDetailPage() {
  const t = useT();
  // The status changes only for a role that moves applicants (issue 18); others read it.
  const moves = useCan('applications.move');
  const lang = useLang();
  const { id = '' } = useParams();
  const application = useApplication(id);
  const statusChange = useUpdateApplicationStatus();

  // The cache takes the new status and reads the application again (its history gained an entry).
  const changeStatus = (status: ApplicationStatus) =>
    statusChange.mutate(
      { id, status },
      {
        onSuccess: () => notify.success(t('applications.status.updated')),
        onError: () => notify.error(t('applications.status.updateFailed')),
      },
    );

  if (application.isPending || application.isError) {
    return <QueryStatus query={application} className="applications-message" card />;
  }

  const detail = application.data;
  const name = fullName(detail.candidate) ?? t('applications.unnamed');
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
        {moves ? (
          <StatusSelect
            value={detail.status}
            label={t('applications.status.label', { name })}
            disabled={statusChange.isPending}
            onChange={changeStatus}
          />
        ) : (
          <p className="history-meta">{statusText(detail.status)}</p>
        )}
      </div>
      <div className="detail-grid">
        <div className="card">
          <h3>{t('applications.detail.candidate')}</h3>
          {detail.candidate.headline && <p>{detail.candidate.headline}</p>}
          {detail.candidate.city && <p>{detail.candidate.city}</p>}
          {detail.candidate.skills.length > 0 && <p>{detail.candidate.skills.join(', ')}</p>}
          {detail.candidate.availability && <p>{availabilityLabel(t, detail.candidate.availability)}</p>}
          {detail.candidate.language.length > 0 && (
            <p>{spokenLanguagesLabel(t, detail.candidate.language)}</p>
          )}
          <Link className="link" to={`/candidate-detail/${detail.user_id}`}>
            {t('applications.detail.openCandidate')}
          </Link>
        </div>
        <div className="card">
          <h3>{t('applications.detail.job')}</h3>
          <p>{detail.job.title}</p>
          {detail.job.internship_city && <p>{detail.job.internship_city}</p>}
          {detail.job.internship_type && <p>{jobTypeLabel(t, detail.job.internship_type)}</p>}
          <Link className="link" to={`/job-details/${detail.job.id}`}>
            {detail.job.title}
          </Link>
        </div>
        <div className="card">
          <h3>{t('applications.detail.coverLetter')}</h3>
          <p className="cover-letter">{detail.cover_letter ?? t('applications.detail.noCoverLetter')}</p>
        </div>
        <ApplicationCv applicationId={detail.id} cv={detail.cv} candidate={detail.candidate} name={name} />
        <div className="card">
          <h3>{t('applications.detail.history')}</h3>
          <ol className="history-list">
            {detail.history.map((entry) => {
              const who = entry.changed_by ? fullName(entry.changed_by) : null;
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
        <ApplicationNotes applicationId={detail.id} />
      </div>
      <InterviewsSection applicationId={id} />
    </section>
  );
}

import { QueryStatus } from '@renderer/components/query-status';
import { TitledSection } from '@renderer/components/titled-section';
import { useUpcomingInterviews } from '@renderer/hooks/use-upcoming-interviews';
import { useLang, useT } from '@renderer/i18n/use-t';
import { interviewWhen } from '@renderer/lib/interview-time';
import { fullName } from '@renderer/lib/person-name';
import { Link } from 'react-router-dom';

/** The dashboard's 'Upcoming interviews' (issue 19): the next 7 days, each opening its application. */
export function UpcomingInterviews() {
  const t = useT();
  const lang = useLang();
  const interviews = useUpcomingInterviews();
  return (
    <TitledSection
      id="dashboard-interviews"
      className="card jobs-card"
      titleClassName="section-title"
      title={t('interviews.upcoming.heading')}
    >
      {interviews.isPending || interviews.isError ? (
        <QueryStatus query={interviews} />
      ) : interviews.data.length === 0 ? (
        <p>{t('interviews.upcoming.empty')}</p>
      ) : (
        <ul className="upcoming-interviews">
          {interviews.data.map((interview) => (
            <li key={interview.id}>
              <Link className="link" to={`/detail-view/${interview.application_id}`}>
                {t('interviews.upcoming.item', {
                  candidate: fullName(interview.candidate) ?? t('applications.unnamed'),
                  job: interview.job.title,
                })}
              </Link>{' '}
              <span className="history-meta">
                <time dateTime={interview.starts_at}>{interviewWhen(interview, lang).when}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { QueryStatus } from '@renderer/components/query-status';
import { TitledSection } from '@renderer/components/titled-section';
import { useApplicationInterviews } from '@renderer/hooks/use-application-interviews';
import { useCan } from '@renderer/hooks/use-can';
import { useInterviewActions } from '@renderer/hooks/use-interview-actions';
import { useLang, useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { interviewWhen } from '@renderer/lib/interview-time';
import { fullName } from '@renderer/lib/person-name';
import { notify } from '@renderer/lib/toast';
import type { Interview, InterviewBody } from '@shared/api/interviews';
import { useState } from 'react';
import { InterviewFormDialog } from './interview-form-dialog';

/**
 * The application's interviews (issue 19): each with its time (in its zone, and in Luanda when
 * the zone differs), place or link and interviewers; Schedule, Edit and Cancel for the roles
 * that move applicants.
 */
export function InterviewsSection({ applicationId }: { applicationId: string }) {
  const t = useT();
  const lang = useLang();
  const manages = useCan('applications.move');
  const interviews = useApplicationInterviews(applicationId);
  const { schedule, update, cancel } = useInterviewActions(applicationId);
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);

  const save = async (body: InterviewBody) => {
    if (editing === 'new') {
      await schedule.mutateAsync(body);
      notify.success(t('interviews.scheduled'));
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, body });
      notify.success(t('interviews.updated'));
    }
    setEditing(null);
  };

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () => {
        notify.success(t('interviews.cancelled'));
        setCancelling(null);
      },
      onError: (err) => notify.error(toApiError(err).message),
    });
  };

  return (
    <TitledSection
      id="application-interviews"
      className="card interviews-section"
      title={t('interviews.section.heading')}
    >
      {manages && (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('interviews.schedule')}
        </button>
      )}
      {interviews.isPending || interviews.isError ? (
        <QueryStatus query={interviews} />
      ) : interviews.data.length === 0 ? (
        <p className="history-meta">{t('interviews.section.empty')}</p>
      ) : (
        <ul className="interview-list">
          {interviews.data.map((interview) => {
            const { when, luanda } = interviewWhen(interview, lang);
            const scheduled = interview.status === 'SCHEDULED';
            return (
              <li key={interview.id} className={scheduled ? undefined : 'interview-cancelled'}>
                <p>
                  <strong>
                    <time dateTime={interview.starts_at}>{when}</time>
                  </strong>{' '}
                  · {t('interviews.duration', { minutes: interview.duration_minutes })}
                  {luanda ? ` · ${t('interviews.whenLuanda', { time: luanda })}` : ''}
                  {scheduled ? '' : ` · ${t('interviews.status.CANCELLED')}`}
                </p>
                {interview.location && <p>{interview.location}</p>}
                {interview.video_url && (
                  <p>
                    <a className="link" href={interview.video_url} target="_blank" rel="noreferrer noopener">
                      {t('interviews.videoLink')}
                    </a>
                  </p>
                )}
                <p className="history-meta">
                  {t('interviews.with', {
                    names: interview.interviewers.map((p) => fullName(p) ?? p.email).join(', '),
                  })}
                </p>
                {manages && scheduled && (
                  <div className="interview-actions">
                    <button type="button" className="btn btn-secondary" onClick={() => setEditing(interview)}>
                      {t('interviews.edit')}
                    </button>
                    <button type="button" className="btn btn-danger" onClick={() => setCancelling(interview)}>
                      {t('interviews.cancel')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <InterviewFormDialog
          interview={editing === 'new' ? undefined : editing}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('interviews.confirmCancel.title')}
        cancelLabel={t('interviews.confirmCancel.no')}
        confirmLabel={t('interviews.confirmCancel.yes')}
        onCancel={() => setCancelling(null)}
        onConfirm={confirmCancel}
        busy={cancel.isPending}
      >
        {t('interviews.confirmCancel.body')}
      </ConfirmDialog>
    </TitledSection>
  );
}

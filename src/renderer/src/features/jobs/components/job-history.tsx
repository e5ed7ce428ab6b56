import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDateTime } from '@renderer/lib/format-date';
import type { EditableJobField } from '@shared/api/internships';
import type { MessageKey } from '@shared/i18n';
import { useId } from 'react';
import { useJobHistory } from '../hooks/use-job-history';

/** The form's label of each field an edit can change, so the history names them as the form does. */
const FIELD_LABEL: Record<EditableJobField, MessageKey> = {
  title: 'jobs.field.title',
  industry: 'jobs.field.industry',
  skills_required: 'jobs.field.skills',
  experience: 'jobs.field.experience',
  education: 'jobs.field.education',
  internship_type: 'jobs.field.type',
  number_of_opening: 'jobs.field.openings',
  expiration_date: 'jobs.field.expiration',
  internship_city: 'jobs.field.city',
  description: 'jobs.field.description',
  responsibilities: 'jobs.field.responsibilities',
  min_salary: 'jobs.field.minSalary',
  max_salary: 'jobs.field.maxSalary',
};

/** The job's history (issue 19): who did what to it and when, newest first; members only. */
export function JobHistory({ jobId }: { jobId: string }) {
  const t = useT();
  const lang = useLang();
  const headingId = useId();
  const history = useJobHistory(jobId, true);
  const list = new Intl.ListFormat(lang === 'pt' ? 'pt-PT' : 'en', { type: 'conjunction' });
  return (
    <section className="job-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="jobs-subheading">
        {t('jobs.history.heading')}
      </h2>
      {history.isPending ? (
        <p aria-live="polite">{t('common.loading')}</p>
      ) : history.isError ? (
        <p className="form-error" role="alert">
          {history.error.message || t('jobs.history.failed')}
        </p>
      ) : history.data.length === 0 ? (
        <p>{t('jobs.history.empty')}</p>
      ) : (
        <ol className="job-history-list">
          {history.data.map((entry) => (
            <li key={entry.id}>
              {t(`jobs.history.${entry.action}`, {
                actor: entry.actor?.name ?? t('jobs.history.someone'),
                fields: list.format(entry.fields.map((field) => t(FIELD_LABEL[field]))),
              })}
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, lang)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { jobTypeLabel } from '@renderer/lib/code-labels';
import type { Internship } from '@shared/api/internships';
import type { ReactNode } from 'react';
import { useSalaryText } from '../hooks/use-salary-text';

/** One part of the job's text under its heading. */
function FactSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="section-title">{title}</h3>
      {children}
    </section>
  );
}

function TagList({ items }: { items: readonly string[] }) {
  const t = useT();
  if (items.length === 0) return <span>{t('jobDetail.noItems')}</span>;
  return (
    <ul className="chip-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Every field of a job as a description list plus its texts. */
export function JobFacts({ job }: { job: Internship }) {
  const t = useT();
  const lang = useLang();
  const salary = useSalaryText();
  return (
    <>
      <dl className="detail-facts">
        <div>
          <dt>{t('jobs.field.type')}</dt>
          <dd>{job.internship_type ? jobTypeLabel(t, job.internship_type) : '—'}</dd>
        </div>
        <div>
          <dt>{t('jobs.field.industry')}</dt>
          <dd>{job.industry ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('jobs.field.city')}</dt>
          <dd>{job.internship_city ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('jobs.field.openings')}</dt>
          <dd>{job.number_of_opening}</dd>
        </div>
        <div>
          <dt>{t('jobDetail.salary')}</dt>
          <dd data-testid="job-salary">{salary(job)}</dd>
        </div>
        <div>
          <dt>{t('jobDetail.postedOn')}</dt>
          <dd>{formatDate(job.posting_date, lang)}</dd>
        </div>
        <div>
          <dt>{t('jobDetail.expiresOn')}</dt>
          <dd>{job.expiration_date ? formatDate(job.expiration_date, lang) : '—'}</dd>
        </div>
        {job.applications_count !== undefined && (
          <div>
            <dt>{t('jobs.table.applications')}</dt>
            <dd>{t('jobs.table.applicationsCount', { count: job.applications_count })}</dd>
          </div>
        )}
      </dl>
      <FactSection title={t('jobs.field.skills')}>
        <TagList items={job.skills_required} />
      </FactSection>
      <FactSection title={t('jobs.field.experience')}>
        <TagList items={job.experience} />
      </FactSection>
      <FactSection title={t('jobs.field.education')}>
        <TagList items={job.education} />
      </FactSection>
      <FactSection title={t('jobs.field.description')}>
        <p className="detail-text">{job.description}</p>
      </FactSection>
      <FactSection title={t('jobs.field.responsibilities')}>
        <p className="detail-text">{job.responsibilities}</p>
      </FactSection>
    </>
  );
}

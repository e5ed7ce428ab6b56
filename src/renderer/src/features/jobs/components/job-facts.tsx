import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { jobTypeLabel } from '@renderer/lib/code-labels';
import type { Internship } from '@shared/api/internships';
import type { ReactNode } from 'react';
import { useSalaryText } from '../hooks/use-salary-text';
import { DetailFact } from './detail-fact';

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
        <DetailFact label={t('jobs.field.type')}>
          {job.internship_type ? jobTypeLabel(t, job.internship_type) : null}
        </DetailFact>
        <DetailFact label={t('jobs.field.industry')}>{job.industry}</DetailFact>
        <DetailFact label={t('jobs.field.city')}>{job.internship_city}</DetailFact>
        <DetailFact label={t('jobs.field.openings')}>{job.number_of_opening}</DetailFact>
        <DetailFact label={t('jobDetail.salary')} valueTestId="job-salary">
          {salary(job)}
        </DetailFact>
        <DetailFact label={t('jobDetail.postedOn')}>{formatDate(job.posting_date, lang)}</DetailFact>
        <DetailFact label={t('jobDetail.expiresOn')}>
          {job.expiration_date ? formatDate(job.expiration_date, lang) : null}
        </DetailFact>
        {job.applications_count !== undefined && (
          <DetailFact label={t('jobs.table.applications')}>
            {t('jobs.table.applicationsCount', { count: job.applications_count })}
          </DetailFact>
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

import { useT } from '@renderer/i18n/use-t';
import type { Internship } from '@shared/api/internships';
import { isOpen } from '../lib/days-remaining';

/** Active, In-active, or Draft (issue 19: saved, not published, seen by the company only). */
export function JobStatusBadge({
  job,
  now,
}: {
  job: Pick<Internship, 'active_status' | 'expiration_date'>;
  now?: Date;
}) {
  const t = useT();
  if (job.active_status === 'DRAFT') {
    return <span className="badge badge-draft">{t('jobs.status.draft')}</span>;
  }
  const open = isOpen(job, now);
  return (
    <span className={open ? 'badge badge-active' : 'badge badge-inactive'}>
      {open ? t('jobs.status.active') : t('jobs.status.inactive')}
    </span>
  );
}

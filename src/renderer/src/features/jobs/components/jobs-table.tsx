import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { SortableHeader } from '@renderer/components/sortable-header';
import type { JobSort, SortOrder } from '@shared/api/sort';
import { useT } from '@renderer/i18n/use-t';
import { jobTypeLabel } from '@renderer/lib/code-labels';
import type { Internship } from '@shared/api/internships';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { daysRemaining, isOpen } from '../lib/days-remaining';
import { JobRowMenu } from './job-row-menu';
import { JobStatusBadge } from './job-status-badge';
import { ReopenDialog } from './reopen-dialog';
import './jobs.css';

interface JobsTableProps {
  jobs: readonly Internship[];
  loading: boolean;
  caption: string;
  onExpire(job: Internship): void;
  onDelete(job: Internship): Promise<void> | void;
  /** Issue 19; each settles once the server answered (its toast said how). */
  onDuplicate?(job: Internship): Promise<unknown>;
  onPublish?(job: Internship): Promise<boolean>;
  onReopen?(job: Internship, expirationDate: string): Promise<boolean>;
  /** Issue 19: the server-side sort; without it the headers are plain. */
  sorting?: { sort: JobSort; order: SortOrder; onSort(column: JobSort): void };
}

/**
 * The jobs table: #, Jobs, Status (Active, In-active or Draft), Applications, Action, with
 * Delete asking first and Reopen asking for the new expiration date.
 */
export function JobsTable(props: JobsTableProps) {
  const { jobs, loading, caption, onExpire, onDelete, onDuplicate, onPublish, onReopen, sorting } = props;
  const header = (column: JobSort, label: string) =>
    sorting ? <SortableHeader column={column} label={label} {...sorting} /> : <th scope="col">{label}</th>;
  const t = useT();
  const [toDelete, setToDelete] = useState<Internship | null>(null);
  const [toReopen, setToReopen] = useState<Internship | null>(null);
  const [deleting, setDeleting] = useState(false);
  const now = new Date();

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <div className="jobs-table-wrap">
      <table className="jobs-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jobs.table.number')}</th>
            {header('title', t('jobs.table.jobs'))}
            {header('status', t('jobs.table.status'))}
            {header('applications_count', t('jobs.table.applications'))}
            <th scope="col">{t('jobs.table.action')}</th>
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={5} className="jobs-table-note" aria-live="polite">
                {t('common.loading')}
              </td>
            </tr>
          ) : jobs.length === 0 ? (
            <tr>
              <td colSpan={5} className="jobs-table-note">
                {t('jobs.table.empty')}
              </td>
            </tr>
          ) : (
            jobs.map((job, index) => {
              const days = daysRemaining(job.expiration_date, now);
              const open = isOpen(job, now);
              return (
                <tr key={job.id} data-testid="job-row">
                  <td>{index + 1}</td>
                  <td>
                    <div className="job-title">{job.title}</div>
                    <div className="job-meta">
                      {job.internship_type && <span>{jobTypeLabel(t, job.internship_type)}</span>}
                      {days !== null && (
                        <span className={days <= 0 ? 'job-expired' : undefined}>
                          {days <= 0
                            ? t('jobs.table.expiredLabel')
                            : t('jobs.table.daysRemaining', { count: days })}
                        </span>
                      )}
                    </div>
                  </td>
                  <td>
                    <JobStatusBadge job={job} now={now} />
                  </td>
                  <td>{t('jobs.table.applicationsCount', { count: job.applications_count ?? 0 })}</td>
                  <td>
                    <div className="job-actions">
                      <Link
                        className="btn btn-secondary btn-small"
                        to={`/application?internshipId=${encodeURIComponent(job.id)}`}
                      >
                        {t('jobs.table.viewApplications')}
                      </Link>
                      <JobRowMenu
                        jobId={job.id}
                        title={job.title}
                        canExpire={open}
                        canPublish={job.active_status === 'DRAFT'}
                        canReopen={!open && job.active_status !== 'DRAFT'}
                        onExpire={() => onExpire(job)}
                        onDelete={() => setToDelete(job)}
                        onDuplicate={onDuplicate && (() => void onDuplicate(job))}
                        onPublish={onPublish && (() => void onPublish(job))}
                        onReopen={onReopen && (() => setToReopen(job))}
                      />
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('jobs.delete.confirmTitle')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('jobs.delete.confirm')}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
        busy={deleting}
      >
        {t('jobs.delete.confirmText', { title: toDelete?.title ?? '' })}
      </ConfirmDialog>
      <ReopenDialog
        job={toReopen}
        onCancel={() => setToReopen(null)}
        onReopen={async (date) => {
          if (!toReopen || !onReopen) return false;
          const done = await onReopen(toReopen, date);
          if (done) setToReopen(null);
          return done;
        }}
      />
    </div>
  );
}

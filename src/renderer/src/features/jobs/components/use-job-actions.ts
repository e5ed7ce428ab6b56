import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { Internship } from '@shared/api/internships';
import { useCallback } from 'react';
import { deleteJob, expireJob } from '../api/jobs-api';

/**
 * Mark as expired and Delete with the spec's toasts. `onChanged` gets the new list-level fact:
 * the expired row's values (from the answer) or the removed id.
 */
export function useJobActions(handlers: {
  onExpired(id: string, values: Pick<Internship, 'active_status' | 'expiration_date'>): void;
  onDeleted(id: string): void;
}) {
  const t = useT();
  const { onExpired, onDeleted } = handlers;

  const expire = useCallback(
    async (job: Internship) => {
      try {
        const response = await expireJob(job.id);
        onExpired(job.id, response.data);
        notify.success(response.message || t('jobs.expired'));
      } catch (error) {
        notify.error(toApiError(error, 'jobs.expireFailed').message);
      }
    },
    [onExpired, t],
  );

  const remove = useCallback(
    async (job: Internship) => {
      try {
        const response = await deleteJob(job.id);
        onDeleted(job.id);
        notify.success(response.message || t('jobs.deleted'));
      } catch (error) {
        notify.error(toApiError(error, 'jobs.deleteFailed').message);
      }
    },
    [onDeleted, t],
  );

  return { expire, remove };
}

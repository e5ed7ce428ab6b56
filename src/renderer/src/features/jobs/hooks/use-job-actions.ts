import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { applicationKeys } from '@renderer/lib/api/keys';
import { notify } from '@renderer/lib/toast';
import type { CompanyInternshipsResponse, Internship } from '@shared/api/internships';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJob } from '../api/delete-job';
import { duplicateJob } from '../api/duplicate-job';
import { expireJob } from '../api/expire-job';
import { publishJob } from '../api/publish-job';
import { reopenJob } from '../api/reopen-job';
import { jobKeys } from '../api/keys';

/** Every cached jobs list gets `change` applied to its rows at once; the lists on screen stay. */
function patchLists(client: QueryClient, change: (jobs: Internship[]) => Internship[]): void {
  client.setQueriesData<CompanyInternshipsResponse>({ queryKey: jobKeys.lists() }, (old) =>
    old ? { ...old, data: { ...old.data, internships: change(old.data.internships) } } : old,
  );
  // A page of the newest jobs may now hold other rows: read again when next shown.
  void client.invalidateQueries({ queryKey: jobKeys.lists(), refetchType: 'none' });
  // The dashboard counts, the job's page and its company's page read again if on screen.
  void client.invalidateQueries({
    queryKey: jobKeys.all,
    predicate: (query) => query.queryKey[1] !== 'list',
  });
}

/**
 * Mark as expired, Delete, Duplicate, Publish and Reopen, with their toasts (only once the
 * server answered); the change shows in every cached list.
 */
export function useJobActions() {
  const t = useT();
  const client = useQueryClient();

  const expiring = useMutation({
    mutationFn: (job: Internship) => expireJob(job.id),
    onSuccess: (response, job) => {
      patchLists(client, (jobs) => jobs.map((j) => (j.id === job.id ? { ...j, ...response.data } : j)));
      notify.success(response.message || t('jobs.expired'));
    },
    onError: (error) => notify.error(toApiError(error, 'jobs.expireFailed').message),
  });

  const deleting = useMutation({
    mutationFn: (job: Internship) => deleteJob(job.id),
    onSuccess: (response, job) => {
      patchLists(client, (jobs) => jobs.filter((j) => j.id !== job.id));
      // Its applications went with it.
      void client.invalidateQueries({ queryKey: applicationKeys.all, refetchType: 'none' });
      notify.success(response.message || t('jobs.deleted'));
    },
    onError: (error) => notify.error(toApiError(error, 'jobs.deleteFailed').message),
  });

  /** The answer's job replaces the row (publish, reopen); its page and history read again. */
  const replaced = (job: Internship) => {
    patchLists(client, (jobs) => jobs.map((j) => (j.id === job.id ? { ...j, ...job } : j)));
  };

  const duplicating = useMutation({
    mutationFn: (job: Internship) => duplicateJob(job.id),
    onSuccess: (response) => {
      // The copy is new: the lists read again to show it first.
      void client.invalidateQueries({ queryKey: jobKeys.all });
      notify.success(response.message || t('jobs.duplicated'));
    },
    onError: (error) => notify.error(toApiError(error, 'jobs.duplicate.failed').message),
  });

  const publishing = useMutation({
    mutationFn: (job: Internship) => publishJob(job.id),
    onSuccess: (response) => {
      replaced(response.data);
      notify.success(response.message || t('jobs.published'));
    },
    onError: (error) => notify.error(toApiError(error, 'jobs.publish.failed').message),
  });

  const reopening = useMutation({
    mutationFn: ({ job, expiration_date }: { job: Internship; expiration_date: string }) =>
      reopenJob(job.id, { expiration_date }),
    onSuccess: (response) => {
      replaced(response.data);
      notify.success(response.message || t('jobs.reopened'));
    },
    onError: (error) => notify.error(toApiError(error, 'jobs.reopen.failed').message),
  });

  /** Resolves true once the server accepted, false when it refused (the toast said why). */
  const settled = <T>(promise: Promise<T>) =>
    promise.then(
      () => true,
      () => false,
    );

  return {
    expire: (job: Internship) => expiring.mutate(job),
    /** The new draft once the server made it, else null (the toast said why). */
    duplicate: (job: Internship) =>
      duplicating.mutateAsync(job).then(
        (response) => response.data,
        () => null,
      ),
    publish: (job: Internship) => settled(publishing.mutateAsync(job)),
    reopen: (job: Internship, expiration_date: string) =>
      settled(reopening.mutateAsync({ job, expiration_date })),
    /** Resolves when the delete settled, so the confirm dialog can stay busy until then. */
    remove: (job: Internship) =>
      deleting.mutateAsync(job).then(
        () => undefined,
        () => undefined,
      ),
  };
}

import { applicationKeys } from '@renderer/lib/api/keys';
import { updateApplicationStatus } from '@renderer/lib/api/update-application-status';
import type {
  ApplicationDetailResponse,
  ApplicationsListResponse,
  UpdateStatusResponse,
} from '@shared/api/applications';
import type { ApplicationStatus } from '@shared/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Every cached copy of the application takes the new status at once, wherever it was changed
 * (the list, the detail page, the chat header): the row changes in place, the list on screen is
 * not fetched again. Lists are marked stale (a status filter may no longer match) and refetch
 * when next shown; the detail refetches now, since its history gained an entry.
 */
function applyStatus(client: QueryClient, { id, status }: UpdateStatusResponse['data']): void {
  client.setQueriesData<ApplicationsListResponse>({ queryKey: applicationKeys.lists() }, (old) =>
    old
      ? {
          ...old,
          data: {
            ...old.data,
            applications: old.data.applications.map((a) => (a.id === id ? { ...a, status } : a)),
          },
        }
      : old,
  );
  client.setQueryData<ApplicationDetailResponse>(applicationKeys.detail(id), (old) =>
    old ? { ...old, data: { ...old.data, status } } : old,
  );
  void client.invalidateQueries({ queryKey: applicationKeys.lists(), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: applicationKeys.detail(id) });
}

/** Changes an application's status (PUT /applications/{id}/status) and updates the cache. */
export function useUpdateApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) =>
      updateApplicationStatus(id, status),
    onSuccess: (body) => applyStatus(client, body.data),
  });
}

import { applicationKeys } from '@renderer/lib/api/keys';
import { listApplications } from '@renderer/lib/api/list-applications';
import type { ListApplicationsQuery } from '@shared/api/applications';
import { useQuery } from '@tanstack/react-query';

/** One page of applications to the caller's jobs, cached per filter set (see applicationKeys). */
export function useApplications(query: ListApplicationsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) => listApplications(query, signal),
    select: (body) => body.data,
    enabled: options.enabled ?? true,
  });
}

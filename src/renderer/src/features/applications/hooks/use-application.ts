import { applicationKeys } from '@renderer/lib/api/keys';
import { useQuery } from '@tanstack/react-query';
import { getApplication } from '../api/get-application';

/** One application for its detail page; a status change elsewhere updates it in the cache. */
export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
    select: (body) => body.data,
  });
}

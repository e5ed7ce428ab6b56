import { useQuery } from '@tanstack/react-query';
import { getJobHistory } from '../api/get-job-history';
import { jobKeys } from '../api/keys';

/** The job's history (issue 19), for the company's members only: `enabled` says who is one. */
export function useJobHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.history(id),
    queryFn: ({ signal }) => getJobHistory(id, signal),
    select: (body) => body.data.entries,
    enabled,
  });
}

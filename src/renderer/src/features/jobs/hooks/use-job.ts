import { useQuery } from '@tanstack/react-query';
import { getJob } from '../api/get-job';
import { jobKeys } from '../api/keys';

/** One job with its company, for /job-details/:id; `data` is null when the job does not exist. */
export function useJob(id: string) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
    select: (body) => body.data,
  });
}

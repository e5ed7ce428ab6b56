import { useQuery } from '@tanstack/react-query';
import { jobKeys } from '../api/keys';
import { type JobsPageQuery, listCompanyJobs } from '../api/list-company-jobs';

/** The employer's jobs (all of them, or one page), each with its applications count inline. */
export function useJobs(query: JobsPageQuery = {}) {
  return useQuery({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => listCompanyJobs(query, signal),
    select: (body) => body.data.internships,
  });
}

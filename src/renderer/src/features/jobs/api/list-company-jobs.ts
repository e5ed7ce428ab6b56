import { api } from '@renderer/lib/api-client';
import type { CompanyInternshipsResponse } from '@shared/api/internships';
import type { JobSort, SortOrder } from '@shared/api/sort';
import { COMPANY_JOBS_URL } from './dashboard-reads';

export interface JobsPageQuery {
  page?: number;
  perPage?: number;
  /** Issue 19: a column of JOB_SORTS and its order; newest first without. */
  sort?: JobSort;
  order?: SortOrder;
}

/** GET /internship/company: the employer's jobs, newest first, each with its applications count. */
export function listCompanyJobs(query: JobsPageQuery = {}, signal?: AbortSignal) {
  return api.get<CompanyInternshipsResponse>(COMPANY_JOBS_URL, {
    params: query,
    signal,
    fallbackMessage: 'jobs.fetchFailed',
  });
}

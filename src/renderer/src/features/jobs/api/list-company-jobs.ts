import { api } from '@renderer/lib/api-client';
import type { CompanyInternshipsResponse } from '@shared/api/internships';

export interface JobsPageQuery {
  page?: number;
  perPage?: number;
}

/** GET /internship/company: the employer's jobs, newest first, each with its applications count. */
export function listCompanyJobs(query: JobsPageQuery = {}, signal?: AbortSignal) {
  return api.get<CompanyInternshipsResponse>('/internship/company', {
    params: query,
    signal,
    fallbackMessage: 'jobs.fetchFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { CandidatesListResponse } from '@shared/api/candidates';
import type { CandidateFilterValues } from '../lib/filters';

/** GET /user?role=CANDIDATE with the page and only the filters that are set. */
export function listCandidates(
  page: number,
  perPage: number,
  filters: CandidateFilterValues,
  signal?: AbortSignal,
  sorting: { sort?: string; order?: string } = {},
) {
  const params: Record<string, string> = {
    role: 'CANDIDATE',
    page: String(page),
    perPage: String(perPage),
    ...sorting,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) params[key] = value.trim();
  }
  return api.get<CandidatesListResponse>('/candidates', {
    params,
    signal,
    fallbackMessage: 'candidates.fetchFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { ApplicationsListResponse } from '@shared/api/applications';
import type { CandidateResponse, CandidatesListResponse } from '@shared/api/candidates';
import { MAX_PAGE_SIZE } from '@shared/constants';

export interface CandidateFilterValues {
  location: string;
  skills: string;
  q: string;
  availability: string;
}

export const EMPTY_FILTERS: CandidateFilterValues = { location: '', skills: '', q: '', availability: '' };

/** GET /user?role=CANDIDATE with the page and only the filters that are set. */
export function listCandidates(
  page: number,
  perPage: number,
  filters: CandidateFilterValues,
  signal?: AbortSignal,
) {
  const params: Record<string, string> = { role: 'CANDIDATE', page: String(page), perPage: String(perPage) };
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) params[key] = value.trim();
  }
  return api.get<CandidatesListResponse>('/user', {
    params,
    signal,
    fallbackMessage: 'candidates.fetchFailed',
  });
}

export function getCandidate(id: string, signal?: AbortSignal) {
  return api.get<CandidateResponse>(`/user/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'candidates.detail.fetchFailed',
  });
}

/** This candidate's applications to the caller's jobs (the server keeps it to the caller's jobs). */
export function listCandidateApplications(userId: string, signal?: AbortSignal) {
  return api.get<ApplicationsListResponse>('/internship/applications', {
    params: { userId, perPage: String(MAX_PAGE_SIZE) },
    signal,
    fallbackMessage: 'applications.fetchFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { CandidateResponse } from '@shared/api/candidates';

/** GET /user/{id}: one candidate as an employer may see them (their page, a new chat partner). */
export function getCandidate(id: string, signal?: AbortSignal) {
  return api.get<CandidateResponse>(`/candidates/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'candidates.detail.fetchFailed',
  });
}

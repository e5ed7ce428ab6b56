import { api } from '@renderer/lib/api-client';
import type { CandidateResponse } from '@shared/api/candidates';

/** GET /user/{id}: what an employer may see of a person (a candidate's page, a new chat partner). */
export function getUser(id: string, signal?: AbortSignal) {
  return api.get<CandidateResponse>(`/user/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'candidates.detail.fetchFailed',
  });
}

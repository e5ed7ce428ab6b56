import { api } from '@renderer/lib/api-client';
import type { CandidateResponse, CandidateSummary } from '@shared/api/candidates';

/** GET /user/{id}: name and picture for a conversation that has no message yet (employers only). */
export async function getPerson(userId: string): Promise<CandidateSummary | null> {
  try {
    const body = await api.get<CandidateResponse>(`/user/${encodeURIComponent(userId)}`);
    return body.data;
  } catch {
    return null;
  }
}

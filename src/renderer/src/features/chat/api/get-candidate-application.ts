import { api } from '@renderer/lib/api-client';
import type { ApplicationListItem, ApplicationsListResponse } from '@shared/api/applications';

/** The candidate's newest application to my jobs (GET /internship/applications?userId=X&perPage=1), or null. */
export async function getCandidateApplication(userId: string): Promise<ApplicationListItem | null> {
  const body = await api.get<ApplicationsListResponse>('/internship/applications', {
    params: { userId, perPage: 1 },
  });
  return body.data.applications[0] ?? null;
}

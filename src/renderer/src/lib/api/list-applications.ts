import { api } from '@renderer/lib/api-client';
import type { ApplicationsListResponse, ListApplicationsQuery } from '@shared/api/applications';

/**
 * GET /applications with only the filters that are set. Shared: the Applications
 * screen, a candidate's page and the chat header all list applications to the caller's jobs.
 */
export function listApplications(query: ListApplicationsQuery, signal?: AbortSignal) {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return api.get<ApplicationsListResponse>('/applications', {
    params,
    signal,
    fallbackMessage: 'applications.fetchFailed',
  });
}

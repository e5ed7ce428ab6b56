import { api } from '@renderer/lib/api-client';
import type {
  ApplicationDetailResponse,
  ApplicationsListResponse,
  ListApplicationsQuery,
  UpdateStatusResponse,
} from '@shared/api/applications';
import type { ApplicationStatus } from '@shared/domain';

/** GET /internship/applications with only the filters that are set. */
export function listApplications(query: ListApplicationsQuery, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return api.get<ApplicationsListResponse>('/internship/applications', {
    params,
    signal,
    fallbackMessage: 'applications.fetchFailed',
  });
}

export function getApplication(id: string, signal?: AbortSignal) {
  return api.get<ApplicationDetailResponse>(`/internship/applications/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'applications.detail.fetchFailed',
  });
}

export function updateApplicationStatus(id: string, status: ApplicationStatus) {
  return api.put<UpdateStatusResponse>(
    `/internship/application/${encodeURIComponent(id)}`,
    { status },
    { fallbackMessage: 'applications.status.updateFailed' },
  );
}

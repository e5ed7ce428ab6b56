import { api } from '@renderer/lib/api-client';
import type { ApplicationDetailResponse } from '@shared/api/applications';

/** GET /applications/{id}: one application with its candidate, job and status history. */
export function getApplication(id: string, signal?: AbortSignal) {
  return api.get<ApplicationDetailResponse>(`/applications/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'applications.detail.fetchFailed',
  });
}

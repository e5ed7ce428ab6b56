import { api } from '@renderer/lib/api-client';
import type { UpdateStatusBody, UpdateStatusResponse } from '@shared/api/applications';

/** PUT /applications/{id}/status {status}: from the Applications screens and the chat header. */
export function updateApplicationStatus(applicationId: string, status: UpdateStatusBody['status']) {
  return api.put<UpdateStatusResponse>(
    `/applications/${encodeURIComponent(applicationId)}/status`,
    { status } satisfies UpdateStatusBody,
    { fallbackMessage: 'applications.status.updateFailed' },
  );
}

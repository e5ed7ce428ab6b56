import { api } from '@renderer/lib/api-client';
import type { UpdateStatusBody, UpdateStatusResponse } from '@shared/api/applications';

/** PUT /internship/application/{id} {status} (spec §7). */
export async function updateApplicationStatus(
  applicationId: string,
  status: UpdateStatusBody['status'],
): Promise<UpdateStatusResponse['data']> {
  const body = await api.put<UpdateStatusResponse>(
    `/internship/application/${encodeURIComponent(applicationId)}`,
    { status } satisfies UpdateStatusBody,
    { fallbackMessage: 'chat.statusFailed' },
  );
  return body.data;
}

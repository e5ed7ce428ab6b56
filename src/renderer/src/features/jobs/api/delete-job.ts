import { api } from '@renderer/lib/api-client';

/** DELETE /internship/{id}. */
export function deleteJob(id: string) {
  return api.delete<{ message: string }>(`/internship/${encodeURIComponent(id)}`, {
    fallbackMessage: 'jobs.deleteFailed',
  });
}

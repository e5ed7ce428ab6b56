import { type MessageResponse, type ResetPasswordBody, resetPasswordBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/reset-password — reset_id is the secret from the emailed link's path. */
export function resetPassword(input: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/reset-password', parseRequest(resetPasswordBody, input), {
    fallbackMessage: 'auth.reset.failed',
    skipAuthRedirect: true,
  });
}

import { type ForgetPasswordBody, type ForgetPasswordResponse, forgetPasswordBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/forget-password — the same answer for known and unknown emails. */
export function forgetPassword(input: ForgetPasswordBody): Promise<ForgetPasswordResponse> {
  return api.post<ForgetPasswordResponse>('/auth/forget-password', parseRequest(forgetPasswordBody, input), {
    fallbackMessage: 'auth.forgot.failed',
    skipAuthRedirect: true,
  });
}

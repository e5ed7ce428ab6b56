import { type MessageResponse, type VerifyOtpBody, verifyOtpBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/verify — the stored sign-up email and the code from the email. */
export function verifyOtp(input: VerifyOtpBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/verify', parseRequest(verifyOtpBody, input), {
    fallbackMessage: 'auth.otp.failed',
    skipAuthRedirect: true,
  });
}

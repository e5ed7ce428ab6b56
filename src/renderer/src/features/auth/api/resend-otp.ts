import { type MessageResponse, type ResendOtpBody, resendOtpBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/resend-otp — a fresh code; the server refuses a second one within 60 s (429). */
export function resendOtp(input: ResendOtpBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/resend-otp', parseRequest(resendOtpBody, input), {
    fallbackMessage: 'auth.otp.resendFailed',
    skipAuthRedirect: true,
  });
}

import { type MessageResponse, type SignUpBody, signUpBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/sign-up — creates an EMPLOYER account and mails the 6-digit code. */
export function signUp(input: SignUpBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(
    '/auth/sign-up',
    parseRequest(signUpBody, { ...input, role: 'EMPLOYER' }),
    {
      fallbackMessage: 'auth.signup.failed',
      skipAuthRedirect: true,
    },
  );
}

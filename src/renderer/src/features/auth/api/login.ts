import { type LoginBody, type LoginResponse, loginBody } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/login — always `from: EMPLOYER` (this app signs in employers only); a 401 here means wrong credentials. */
export function login(input: Omit<LoginBody, 'from'>): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', parseRequest(loginBody, { ...input, from: 'EMPLOYER' }), {
    fallbackMessage: 'auth.signin.failed',
    skipAuthRedirect: true,
  });
}

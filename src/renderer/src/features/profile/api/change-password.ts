import { type ChangePasswordBody, changePasswordBody } from '@shared/api/auth';
import type { SessionTokensResponse } from '@shared/api/session';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';
import { keepFreshSession } from './fresh-session';

/**
 * POST /auth/change-password (Manage Account). A change ends every earlier token, this one
 * too, so the fresh token in the answer replaces it; a token-only patch stays where the old
 * token was kept. Protected: an expired token sends the app to /signin; a wrong current
 * password is a plain 400 to show.
 */
export async function changePassword(input: ChangePasswordBody): Promise<SessionTokensResponse> {
  const body = parseRequest(changePasswordBody, input);
  const res = await api.post<SessionTokensResponse>('/auth/change-password', body, {
    fallbackMessage: 'auth.changePassword.failed',
  });
  await keepFreshSession(res?.data);
  return res;
}

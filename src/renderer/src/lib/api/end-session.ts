import { api } from '@renderer/lib/api-client';
import type { MessageResponse } from '@shared/api/auth';
import { AUTH_LOGOUT_ALL_PATH, AUTH_LOGOUT_PATH } from '@shared/api/session';

/** Log Out must not keep a person waiting on a dead network: the local sign-out follows anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /auth/logout: the server ends this sign-in (its access and refresh tokens, and its chat
 * sockets) at once. Never throws: offline or refused, the caller signs out locally all the same.
 * True when the server confirmed.
 */
export async function endSessionOnServer(): Promise<boolean> {
  try {
    await api.post<MessageResponse>(AUTH_LOGOUT_PATH, undefined, { timeout: LOGOUT_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /auth/logout-all: every sign-in of the account ends (this one too, and the chat sockets
 * of all of them). Throws the server's refusal, so the caller can say why nothing changed.
 */
export function endAllSessions(): Promise<MessageResponse> {
  return api.post<MessageResponse>(AUTH_LOGOUT_ALL_PATH, undefined, {
    fallbackMessage: 'profile.signOutAll.failed',
  });
}

import { z } from 'zod';
import { envelope } from './envelope';

/**
 * Sign-in sessions: POST /auth/refresh, /auth/logout and /auth/logout-all. Every call that signs
 * in (login, social sign-in, and the change-password and email-confirm answers, which end the
 * earlier sessions) hands out an access token (short-lived) and a refresh token (single use).
 */

export const AUTH_REFRESH_PATH = '/auth/refresh';
export const AUTH_LOGOUT_PATH = '/auth/logout';
export const AUTH_LOGOUT_ALL_PATH = '/auth/logout-all';

/** 256 random bits, base64url (43 characters); a little room for a longer format later. */
export const refreshTokenSchema = z
  .string({ error: 'errors.unauthorized' })
  .regex(/^[\w-]{32,128}$/, 'errors.unauthorized');

export const refreshBody = z.object({ refreshToken: refreshTokenSchema });
export type RefreshBody = z.input<typeof refreshBody>;

/** What every call that signs in hands out: the session's two tokens and the account's id. */
export const sessionTokensSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  refreshToken: refreshTokenSchema,
  user_id: z.string().max(100),
});

/**
 * A session's new tokens. POST /auth/refresh: the refresh token given is spent; the answer's one
 * replaces it (rotation). POST /auth/change-password: a password change ends every earlier
 * session, the caller's included, so the one that made the change gets a new session.
 */
export const sessionTokensResponse = envelope(sessionTokensSchema);
export type SessionTokensResponse = z.infer<typeof sessionTokensResponse>;

/**
 * What a refresh attempt came to. `refused`: the server will not renew this sign-in (ended,
 * expired, replayed) and the person must sign in again. `unreachable`: no usable answer
 * (offline, server error, rate limit): keep the session and try again later.
 */
export type RefreshOutcome =
  | { kind: 'refreshed'; accessToken: string; refreshToken: string }
  | { kind: 'refused' }
  | { kind: 'unreachable' };

/** The part of `fetch` the refresh call uses (the browser's, or Node's in the Electron main process). */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/**
 * POST /auth/refresh, written once for both holders of a refresh token: the desktop main
 * process (which never hands the token to the renderer) and the browser build's bridge.
 */
export async function requestRefresh(
  fetchFn: FetchLike,
  apiUrl: string,
  refreshToken: string,
): Promise<RefreshOutcome> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(`${apiUrl.replace(/\/+$/, '')}${AUTH_REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken } satisfies RefreshBody),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 400 || response.status === 401 || response.status === 403)
    return { kind: 'refused' };
  if (response.status !== 200) return { kind: 'unreachable' };
  const parsed = sessionTokensResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { kind: 'unreachable' };
  return {
    kind: 'refreshed',
    accessToken: parsed.data.data.accessToken,
    refreshToken: parsed.data.data.refreshToken,
  };
}

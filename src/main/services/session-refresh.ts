import { type FetchLike, requestRefresh } from '@shared/api/session';
import type { SessionRefreshResult } from '@shared/desktop/bridge';
import type { SessionStore } from './session-store';

export interface SessionRefresherDeps {
  sessions: Pick<SessionStore, 'get' | 'getRefreshToken' | 'rotate' | 'dropRefreshToken'>;
  /** The API the app talks to (read on every call: the settings screen can change it). */
  apiUrl: () => string;
  /** Node's fetch in the app; a test passes its own. */
  fetch: FetchLike;
}

/**
 * The desktop's POST /auth/refresh, made by the main process: the refresh token stays here
 * (safeStorage on disk, or memory) and only the new access token goes to the renderer.
 * Calls that arrive while one runs share it, so one refresh token is never spent twice (the
 * server would take a second use for a stolen copy and end the sign-in).
 */
export function createSessionRefresher({ sessions, apiUrl, fetch }: SessionRefresherDeps) {
  let running: Promise<SessionRefreshResult> | null = null;

  async function run(): Promise<SessionRefreshResult> {
    const refreshToken = sessions.getRefreshToken();
    if (!refreshToken) return { status: 'signed-out' };
    const outcome = await requestRefresh(fetch, apiUrl(), refreshToken);
    if (outcome.kind === 'unreachable') return { status: 'unreachable' };
    // The sign-in may have ended while the call was out (logout clears the store): keep it ended.
    if (sessions.getRefreshToken() !== refreshToken) return { status: 'signed-out' };
    if (outcome.kind === 'refused') {
      sessions.dropRefreshToken();
      return { status: 'signed-out' };
    }
    sessions.rotate(outcome.accessToken, outcome.refreshToken);
    return { status: 'refreshed', token: outcome.accessToken };
  }

  return function refresh(staleToken: string | null): Promise<SessionRefreshResult> {
    // Someone renewed the token after this caller's request went out: that one is good.
    const current = sessions.get().token;
    if (!running && current && current !== staleToken) {
      return Promise.resolve({ status: 'refreshed', token: current });
    }
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>;

import type { SessionRefreshResult } from '@shared/desktop/bridge';
import { getBridge } from './bridge';
import { useSessionStore } from './session-store';

let running: Promise<SessionRefreshResult> | null = null;

/**
 * Renews the access token after a 401 TOKEN_EXPIRED. Every request that failed with the same
 * expired token shares one refresh (a refresh token is single use: spending it twice would end
 * the sign-in); a request that carried an older token than the store holds just uses the newer.
 * The bridge holds the refresh token (desktop: the main process) and stores the new tokens;
 * this puts the new access token in the store, which also reconnects the chat socket with it.
 */
export function refreshSession(staleToken: string | null): Promise<SessionRefreshResult> {
  const current = useSessionStore.getState().token;
  if (!running && current && current !== staleToken) {
    return Promise.resolve({ status: 'refreshed', token: current });
  }
  running ??= getBridge()
    .session.refresh(staleToken)
    .catch((): SessionRefreshResult => ({ status: 'unreachable' }))
    .then((result) => {
      // Signed out meanwhile (logout): a late answer must not bring the session back.
      if (result.status === 'refreshed' && useSessionStore.getState().userId !== null) {
        useSessionStore.setState({ token: result.token });
      }
      return result;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

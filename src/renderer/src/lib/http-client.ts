import type { MessageKey } from '@shared/i18n';
import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { useLanguageStore } from '../i18n/language-store';
import { navigateTo } from './navigation';
import { refreshSession } from './refresh-session';
import { useSessionStore } from './session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Catalogue text shown when the server gives no message (fallbacks: docs/product.md §8). */
    fallbackMessage?: MessageKey;
    /** Public calls (login, sign-up…): a 401 there is an answer, not an expired session. */
    skipAuthRedirect?: boolean;
    /** Set on the one retry after a refresh, so an expired token never loops. */
    retriedAfterRefresh?: boolean;
  }
}

/** What api-client.ts hands over: its settings, read on every request, and its error mapping. */
export interface HttpClientOptions {
  settings: { baseURL?: string; adapter?: AxiosAdapter };
  toApiError(error: unknown): { status: number; code: string };
  signinPath: string;
}

/**
 * The axios instance behind lib/api-client.ts, loaded with the first request rather than with
 * the first screen (issue 12, speed to open). The token, the language, the one refresh after an
 * expired token and the sign-out on a dead session happen here.
 */
export function createHttpClient({ settings, toApiError, signinPath }: HttpClientOptions): AxiosInstance {
  const client = axios.create({ timeout: 30_000, headers: { Accept: 'application/json' } });

  client.interceptors.request.use((config) => {
    // api-client.ts passes its settings with each call; a request made otherwise still gets the address.
    config.baseURL ??= settings.baseURL;
    // The raw token, no "Bearer " prefix, as the API was first specified (the server accepts both).
    const { token } = useSessionStore.getState();
    if (token) config.headers.set('Authorization', token);
    // The server answers `message` in this language.
    config.headers.set('Accept-Language', useLanguageStore.getState().lang);
    return config;
  });

  client.interceptors.response.use(
    // Callers get the body, not the axios envelope.
    (response) => response.data,
    async (error: unknown) => {
      const apiError = toApiError(error);
      const config = axios.isAxiosError(error) ? error.config : undefined;
      // The access token only expired (it lives an hour): renew it once and send the request
      // again. Concurrent 401s share the one refresh (refresh-session.ts).
      if (
        apiError.status === 401 &&
        apiError.code === 'TOKEN_EXPIRED' &&
        config &&
        !config.skipAuthRedirect &&
        !config.retriedAfterRefresh
      ) {
        const sent = config.headers?.get?.('Authorization');
        const outcome = await refreshSession(typeof sent === 'string' ? sent : null);
        if (outcome.status === 'refreshed') return client.request({ ...config, retriedAfterRefresh: true });
        // No answer to the refresh (offline, server down): the session stays; this call failed.
        if (outcome.status === 'unreachable') throw apiError;
      }
      // An expired, revoked or tampered token: drop the session and sign in again. A wrong
      // current password (change-password) is an answer, not a dead session.
      if (apiError.status === 401 && !config?.skipAuthRedirect && apiError.code !== 'INVALID_CREDENTIALS') {
        await useSessionStore.getState().clear();
        navigateTo(signinPath);
      }
      throw apiError;
    },
  );
  return client;
}

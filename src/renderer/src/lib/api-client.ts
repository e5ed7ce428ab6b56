import type { MessageKey } from '@shared/i18n';
import axios, { type AxiosRequestConfig } from 'axios';
import { translateNow, useLanguageStore } from '../i18n/language-store';
import { ApiError } from './api-error';
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

/** The one HTTP client of the renderer (docs/architecture.md convention 5). */
export const apiClient = axios.create({
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});

/** Called once at start-up with the bridge's config (desktop: main process; web: build env). */
export function configureApiClient({ baseURL }: { baseURL: string }): void {
  apiClient.defaults.baseURL = baseURL;
}

export const SIGNIN_PATH = '/signin';

function readBody(data: unknown): { message: string | null; code: string | null } {
  if (!data || typeof data !== 'object') return { message: null, code: null };
  const { message, code } = data as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' && message.trim() ? message : null,
    code: typeof code === 'string' ? code : null,
  };
}

/** Server `message` if present, else the caller's fallback; status 0 means no answer at all. */
export function toApiError(error: unknown, fallback?: MessageKey): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const status = error.response?.status ?? 0;
    const body = readBody(error.response?.data);
    const fallbackKey: MessageKey =
      error.config?.fallbackMessage ?? fallback ?? (status === 0 ? 'errors.network' : 'errors.generic');
    const code =
      body.code ?? (axios.isCancel(error) ? 'CANCELED' : status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR');
    return new ApiError({ status, code, message: body.message ?? translateNow(fallbackKey) });
  }
  return new ApiError({ status: 0, code: 'UNKNOWN', message: translateNow(fallback ?? 'errors.generic') });
}

apiClient.interceptors.request.use((config) => {
  // The raw token, no "Bearer " prefix, as the API was first specified (the server accepts both).
  const { token } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', token);
  // The server answers `message` in this language.
  config.headers.set('Accept-Language', useLanguageStore.getState().lang);
  return config;
});

apiClient.interceptors.response.use(
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
      if (outcome.status === 'refreshed') return apiClient.request({ ...config, retriedAfterRefresh: true });
      // No answer to the refresh (offline, server down): the session stays; this call failed.
      if (outcome.status === 'unreachable') throw apiError;
    }
    // An expired, revoked or tampered token: drop the session and sign in again. A wrong
    // current password (change-password) is an answer, not a dead session.
    if (apiError.status === 401 && !config?.skipAuthRedirect && apiError.code !== 'INVALID_CREDENTIALS') {
      await useSessionStore.getState().clear();
      navigateTo(SIGNIN_PATH);
    }
    throw apiError;
  },
);

/** Typed helpers: the interceptor already unwrapped `response.data`, so T is the body. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => apiClient.get<T, T>(url, config),
  delete: <T>(url: string, config?: AxiosRequestConfig) => apiClient.delete<T, T>(url, config),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.post<T, T>(url, body, config),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.put<T, T>(url, body, config),
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    apiClient.patch<T, T>(url, body, config),
};

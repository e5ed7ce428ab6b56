import type { MessageKey } from '@shared/i18n';
import type { AxiosAdapter, AxiosRequestConfig } from 'axios';
import { translateNow, useLanguageStore } from '../i18n/language-store';
import { ApiError } from './api-error';
import { takeEarlyRead } from './early-reads';
import { loadOnce } from './load-once';
import { useSessionStore } from './session-store';

/**
 * The one HTTP client of the renderer (docs/architecture.md convention 5). Its settings live
 * here; the axios instance (http-client.ts) is loaded with the first request, so the first screen
 * shows without downloading axios (issue 12, speed to open).
 */
export const apiClient: { defaults: { baseURL?: string; adapter?: AxiosAdapter } } = { defaults: {} };

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

/** An axios error, told by its own mark (axios.isAxiosError does the same), without loading axios. */
interface HttpError {
  isAxiosError: true;
  code?: string;
  config?: AxiosRequestConfig;
  response?: { status?: number; data?: unknown };
}
function isHttpError(error: unknown): error is HttpError {
  return typeof error === 'object' && error !== null && (error as HttpError).isAxiosError === true;
}

/** Server `message` if present, else the caller's fallback; status 0 means no answer at all. */
export function toApiError(error: unknown, fallback?: MessageKey): ApiError {
  if (error instanceof ApiError) return error;
  if (isHttpError(error)) {
    const status = error.response?.status ?? 0;
    const body = readBody(error.response?.data);
    const fallbackKey: MessageKey =
      error.config?.fallbackMessage ?? fallback ?? (status === 0 ? 'errors.network' : 'errors.generic');
    const canceled = error.code === 'ERR_CANCELED';
    const code = body.code ?? (canceled ? 'CANCELED' : status === 0 ? 'NETWORK_ERROR' : 'HTTP_ERROR');
    return new ApiError({ status, code, message: body.message ?? translateNow(fallbackKey) });
  }
  return new ApiError({ status: 0, code: 'UNKNOWN', message: translateNow(fallback ?? 'errors.generic') });
}

// Not downloaded (offline): the next request tries again.
const http = loadOnce(() =>
  import('./http-client').then(({ createHttpClient }) =>
    createHttpClient({ settings: apiClient.defaults, toApiError, signinPath: SIGNIN_PATH }),
  ),
);

/**
 * Starts downloading the HTTP client before a request needs it: a signed-in start, whose screens
 * ask the API at once (or, when the start sent their reads itself, once the first screen shows),
 * and tests.
 */
export function preloadHttpClient(): Promise<void> {
  // A failure is the first request's to report.
  return http().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The settings as they are when the call is made, as axios reads its own defaults: a request
 * made while a test's fake adapter is in place goes to that adapter, even if the client loads later.
 */
function withSettings(config?: AxiosRequestConfig): AxiosRequestConfig {
  const { baseURL, adapter } = apiClient.defaults;
  return { ...(baseURL ? { baseURL } : {}), ...(adapter ? { adapter } : {}), ...config };
}

/** Typed helpers: the interceptor already unwrapped `response.data`, so T is the body. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig): Promise<T> => {
    const settled = withSettings(config);
    const send = (): Promise<T> => http().then((c) => c.get<T, T>(url, settled) as Promise<T>);
    // Sent at start-up already (lib/early-reads.ts): its answer, else this request after all.
    const early = takeEarlyRead(url, config?.params, {
      token: useSessionStore.getState().token,
      lang: useLanguageStore.getState().lang,
    });
    return early ? early.then((body) => (body === undefined ? send() : (body as T))) : send();
  },
  delete: <T>(url: string, config?: AxiosRequestConfig) => {
    const settled = withSettings(config);
    return http().then((c) => c.delete<T, T>(url, settled));
  },
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => {
    const settled = withSettings(config);
    return http().then((c) => c.post<T, T>(url, body, settled));
  },
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => {
    const settled = withSettings(config);
    return http().then((c) => c.put<T, T>(url, body, settled));
  },
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => {
    const settled = withSettings(config);
    return http().then((c) => c.patch<T, T>(url, body, settled));
  },
};

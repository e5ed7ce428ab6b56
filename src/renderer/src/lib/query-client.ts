import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { useSessionStore } from './session-store';

/** How many times a failed read is tried again before the screen shows the error. */
export const QUERY_MAX_RETRIES = 3;

/**
 * Our users are often on mobile data that drops for a moment: a read that got no answer
 * (status 0), a 5xx, 408 or 429 is tried again. Any other 4xx is the server's answer
 * (not found, not allowed, invalid) and would only repeat, and a 401 has already signed out.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES || !isApiError(error) || error.code === 'CANCELED') return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** 1 s, 2 s, 4 s…, at most 15 s: a short outage is bridged, a long one is not hammered. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 15_000);
}

/**
 * The renderer's one cache of server data. Reads are fresh for a few seconds (a screen and the
 * header asking for the same thing at once make one request), refetched when the window gets
 * focus again or the network comes back. Writes are not retried: a repeated POST could act twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: 5_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's cache. A module value, not only React context, so code outside components (the
 * session ending, the chat controller) reaches the same data the screens show.
 */
export const queryClient = createQueryClient();

/**
 * Nothing read for one account may show under the next: when the session ends (sign-out, an
 * expired token) or another user signs in, the cache is emptied. Returns the unsubscribe.
 */
export function clearCacheWhenSessionEnds(
  client: QueryClient,
  session: {
    getState(): { userId: string | null; token: string | null };
    subscribe(
      listener: (
        state: { userId: string | null; token: string | null },
        previous: { userId: string | null; token: string | null },
      ) => void,
    ): () => void;
  },
): () => void {
  return session.subscribe((state, previous) => {
    const ended = previous.token !== null && state.token === null;
    const switched = previous.userId !== null && state.userId !== previous.userId;
    if (ended || switched) client.clear();
  });
}

// From the moment the cache exists (it is loaded with the first screen that reads through it).
clearCacheWhenSessionEnds(queryClient, useSessionStore);

import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { ApiError } from './api-error';
import {
  clearCacheWhenSessionEnds,
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client';

const failure = (status: number, code = 'HTTP_ERROR') => new ApiError({ status, code, message: 'x' });

describe('query retries', () => {
  it('tries again when there was no answer or the server failed', () => {
    expect(shouldRetryQuery(0, failure(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryQuery(1, failure(502))).toBe(true);
    expect(shouldRetryQuery(2, failure(429))).toBe(true);
    expect(shouldRetryQuery(0, failure(408))).toBe(true);
  });

  it('never retries a 4xx answer, a cancelled call or a bug, and stops after three tries', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, failure(status))).toBe(false);
    expect(shouldRetryQuery(0, failure(0, 'CANCELED'))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('undefined is not a function'))).toBe(false);
    expect(shouldRetryQuery(3, failure(503))).toBe(false);
  });

  it('waits longer each time, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('is the default of the app client, which refetches on focus and reconnect but never retries writes', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('cache and session', () => {
  const session = () =>
    create<{ userId: string | null; token: string | null }>()(() => ({ userId: 'u1', token: 't1' }));

  it('empties the cache at sign-out and when another user signs in, not on a fresh token', () => {
    const client = createQueryClient();
    const store = session();
    const stop = clearCacheWhenSessionEnds(client, store);
    client.setQueryData(['k'], 1);
    store.setState({ token: 't2' });
    expect(client.getQueryData(['k'])).toBe(1);
    store.setState({ token: null, userId: null });
    expect(client.getQueryData(['k'])).toBeUndefined();

    store.setState({ token: 't3', userId: 'u1' });
    client.setQueryData(['k'], 2);
    store.setState({ userId: 'u2' });
    expect(client.getQueryData(['k'])).toBeUndefined();
    stop();
  });
});

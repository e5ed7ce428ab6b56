import type { FetchLike } from '@shared/api/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf } from '../test/api-error-of';
import { fakeApi } from '../test/fake-api';
import { api } from './api-client';
import { STORAGE_KEYS } from './browser-storage';
import { setNavigator } from './navigation';
import { useSessionStore } from './session-store';

/**
 * The refresh-and-retry client: a 401 TOKEN_EXPIRED renews the access token once (through the
 * browser bridge's POST /auth/refresh, answered here as the server would) and sends the request
 * again; concurrent 401s share one refresh; a refused refresh signs out as before.
 */

const OLD_REFRESH = 'a'.repeat(43);
const NEW_REFRESH = 'b'.repeat(43);
const EXPIRED = { status: 401, data: { message: 'Your session has expired.', code: 'TOKEN_EXPIRED' } };

type RefreshReply = { status: number; body: unknown } | 'offline';

/** POST /auth/refresh as the server answers it; counts the calls and what they carried. */
function serverRefresh(reply: () => RefreshReply | Promise<RefreshReply>) {
  const sent: unknown[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    expect(url).toMatch(/\/auth\/refresh$/);
    sent.push(JSON.parse(init.body));
    const answer = await reply();
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return { status: answer.status, json: async () => answer.body };
  };
  vi.stubGlobal('fetch', fetchFn);
  return sent;
}

const rotated = (accessToken: string): RefreshReply => ({
  status: 200,
  body: { message: 'Session renewed.', data: { accessToken, refreshToken: NEW_REFRESH, user_id: 'u1' } },
});

async function signedIn(remember = true) {
  await useSessionStore
    .getState()
    .save({ token: 'old.jwt', refreshToken: OLD_REFRESH, userId: 'u1', profileSetup: true }, { remember });
}

describe('api client: refresh on an expired token', () => {
  let visited: string[];
  beforeEach(() => {
    visited = [];
    setNavigator((path) => visited.push(path));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes once and retries the request with the new token', async () => {
    await signedIn();
    const sent = serverRefresh(() => rotated('new.jwt'));
    const { calls } = fakeApi({
      'GET /user/details': (config) =>
        config.headers.Authorization === 'new.jwt'
          ? { status: 200, data: { message: 'ok', data: { id: 'u1' } } }
          : EXPIRED,
    });
    await expect(api.get('/user/details')).resolves.toEqual({ message: 'ok', data: { id: 'u1' } });
    expect(sent).toEqual([{ refreshToken: OLD_REFRESH }]);
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['old.jwt', 'new.jwt']);
    // Stored where the remembered session lives; the renderer's state never holds the refresh token.
    expect(useSessionStore.getState().token).toBe('new.jwt');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new.jwt');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(NEW_REFRESH);
    expect(JSON.stringify(useSessionStore.getState())).not.toContain(NEW_REFRESH);
    expect(visited).toEqual([]);
  });

  it('concurrent 401s share one refresh, then each request is retried', async () => {
    await signedIn(false);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = serverRefresh(async () => {
      await held;
      return rotated('new.jwt');
    });
    const ok = (name: string) => (config: { headers: { Authorization?: unknown } }) =>
      config.headers.Authorization === 'new.jwt' ? { status: 200, data: { name } } : EXPIRED;
    const { calls } = fakeApi({
      'GET /a': ok('a'),
      'GET /b': ok('b'),
      'GET /c': ok('c'),
    });
    const results = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect(await results).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(sent).toHaveLength(1);
    expect(calls).toHaveLength(6);
    // Without "Remember me" the tokens stay in this tab's sessionStorage.
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(NEW_REFRESH);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a refused refresh signs out as before: session cleared, /signin', async () => {
    await signedIn();
    serverRefresh(() => ({
      status: 401,
      body: { message: 'Your session has expired.', code: 'UNAUTHORIZED' },
    }));
    fakeApi({ 'GET /user/details': EXPIRED });
    const error = await apiErrorOf(api.get('/user/details'));
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(visited).toEqual(['/signin']);
  });

  it('no answer to the refresh (offline) keeps the session; the call fails', async () => {
    await signedIn();
    serverRefresh(() => 'offline');
    fakeApi({ 'GET /user/details': EXPIRED });
    const error = await apiErrorOf(api.get('/user/details'));
    expect(error.status).toBe(401);
    expect(useSessionStore.getState().token).toBe('old.jwt');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(OLD_REFRESH);
    expect(visited).toEqual([]);
  });

  it('retries once only: a second expiry after the refresh signs out instead of looping', async () => {
    await signedIn();
    const sent = serverRefresh(() => rotated('new.jwt'));
    const { calls } = fakeApi({ 'GET /user/details': EXPIRED });
    await apiErrorOf(api.get('/user/details'));
    expect(sent).toHaveLength(1);
    expect(calls).toHaveLength(2);
    expect(visited).toEqual(['/signin']);
  });

  it('any other 401 signs out without a refresh', async () => {
    await signedIn();
    const sent = serverRefresh(() => rotated('new.jwt'));
    fakeApi({ 'GET /user/details': { status: 401, data: { message: 'x', code: 'UNAUTHORIZED' } } });
    await apiErrorOf(api.get('/user/details'));
    expect(sent).toHaveLength(0);
    expect(visited).toEqual(['/signin']);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../i18n/language-store';
import { apiErrorOf } from '../test/api-error-of';
import { fakeApi } from '../test/fake-api';
import { api } from './api-client';
import { STORAGE_KEYS } from './browser-storage';
import { clearEarlyReads, startEarlyReads } from './early-reads';
import { setNavigator } from './navigation';
import { useSessionStore } from './session-store';

describe('api client', () => {
  let visited: string[];
  beforeEach(() => {
    visited = [];
    setNavigator((path) => visited.push(path));
  });

  it('unwraps the body and sends the raw token and the current language', async () => {
    await useSessionStore.getState().save({ token: 'raw.jwt.token' }, { remember: true });
    useLanguageStore.setState({ lang: 'pt' });
    const { calls } = fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: { id: 'u1' } } },
    });
    await expect(api.get('/user/details')).resolves.toEqual({ message: 'ok', data: { id: 'u1' } });
    expect(calls[0]?.headers.Authorization).toBe('raw.jwt.token');
    expect(calls[0]?.headers['Accept-Language']).toBe('pt');
  });

  it('takes a GET sent at start-up instead of asking again, and asks itself when that read failed', async () => {
    await useSessionStore.getState().save({ token: 'tok' }, { remember: true });
    useLanguageStore.setState({ lang: 'pt' });
    const early = async (url: string) =>
      url.includes('/kept?')
        ? new Response(JSON.stringify({ data: { count: 4 } }), { status: 200 })
        : new Response('{}', { status: 503 });
    startEarlyReads([{ url: '/kept', params: { days: 30 } }, { url: '/failed' }], {
      apiUrl: 'http://api.test',
      token: 'tok',
      lang: 'pt',
      fetch: early,
    });
    const { calls } = fakeApi({ 'GET /failed': { status: 200, data: { data: { count: 9 } } } });
    await expect(api.get('/kept', { params: { days: 30 } })).resolves.toEqual({ data: { count: 4 } });
    await expect(api.get('/failed')).resolves.toEqual({ data: { count: 9 } });
    expect(calls.map((c) => c.url)).toEqual(['/failed']);
    clearEarlyReads();
  });

  it('does not take a start-up answer in another language than the one now shown', async () => {
    await useSessionStore.getState().save({ token: 'tok' }, { remember: true });
    useLanguageStore.setState({ lang: 'en' });
    const early = async () => new Response(JSON.stringify({ message: 'Obtido' }), { status: 200 });
    startEarlyReads([{ url: '/feed' }], {
      apiUrl: 'http://api.test',
      token: 'tok',
      lang: 'pt',
      fetch: early,
    });
    const { calls } = fakeApi({ 'GET /feed': { status: 200, data: { message: 'Fetched' } } });
    await expect(api.get('/feed')).resolves.toEqual({ message: 'Fetched' });
    expect(calls.map((c) => c.headers['Accept-Language'])).toEqual(['en']);
    clearEarlyReads();
  });

  it("uses the server's message when there is one", async () => {
    fakeApi({ 'POST /auth/sign-up': { status: 409, data: { message: 'Já existe', code: 'CONFLICT' } } });
    const error = await apiErrorOf(api.post('/auth/sign-up', {}, { fallbackMessage: 'auth.signup.failed' }));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Já existe' });
  });

  it("falls back to the caller's catalogue text, in the current language", async () => {
    fakeApi({ 'POST /auth/sign-up': { status: 500, data: 'Internal Server Error' } });
    const error = await apiErrorOf(api.post('/auth/sign-up', {}, { fallbackMessage: 'auth.signup.failed' }));
    expect(error).toMatchObject({ status: 500, message: 'Something went wrong. Please try again.' });

    useLanguageStore.setState({ lang: 'pt' });
    const again = await apiErrorOf(api.post('/auth/sign-up', {}, { fallbackMessage: 'auth.signup.failed' }));
    expect(again.message).toBe('Algo correu mal. Por favor, tente novamente.');
  });

  it('maps a dead network to status 0 with the fallback, or the network text without one', async () => {
    fakeApi({});
    expect(
      await apiErrorOf(api.post('/auth/login', {}, { fallbackMessage: 'auth.signin.failed' })),
    ).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Something went wrong during login',
    });
    expect((await apiErrorOf(api.get('/anything'))).message).toMatch(/^Network error/);
  });

  it('a 401 on a protected call clears the session and goes to /signin', async () => {
    await useSessionStore
      .getState()
      .save({ token: 'expired', userId: 'u1', profileSetup: true }, { remember: true });
    await useSessionStore.getState().save({ signupEmail: 'x@y.ao' });
    fakeApi({
      'GET /user/details': { status: 401, data: { message: 'Session expired', code: 'UNAUTHORIZED' } },
    });
    const error = await apiErrorOf(api.get('/user/details'));
    expect(error.status).toBe(401);
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBeNull();
    expect(visited).toEqual(['/signin']);
  });

  it('a 401 from a public call (wrong password at login) is only an error', async () => {
    await useSessionStore.getState().save({ signupEmail: 'keep@me.ao' }, { remember: true });
    fakeApi({
      'POST /auth/login': {
        status: 401,
        data: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
      },
    });
    const error = await apiErrorOf(api.post('/auth/login', {}, { skipAuthRedirect: true }));
    expect(error.message).toBe('Invalid email or password.');
    expect(visited).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBe('keep@me.ao');
  });
});

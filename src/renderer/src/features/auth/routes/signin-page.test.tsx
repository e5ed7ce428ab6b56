import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/signin');
  return { user, ...view };
}

const loginOk = (profileSetup: boolean) => ({
  status: 200,
  data: { message: 'Logged in', data: { accessToken: 'tok', user_id: 'u1' }, profileSetup },
});

describe('sign-in screen', () => {
  it('asks for both fields with one toast and no call', async () => {
    const { user } = setup();
    const { calls } = fakeApi({});
    await user.type(screen.getByLabelText('Email'), 'ana@kianda.ao');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter both email and password.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('toggles password visibility with a named button', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('signs in: busy label, session kept for this run only, profile setup 1.5 s later', async () => {
    const { user, router } = setup();
    let release: () => void = () => {};
    const { calls } = fakeApi({
      'POST /auth/login': () => new Promise((resolve) => (release = () => resolve(loginOk(false)))),
    });
    await user.type(screen.getByLabelText('Email'), 'Ana@Kianda.ao');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'ana@kianda.ao', password: 'longpassword', from: 'EMPLOYER' });

    await act(async () => release());
    expect(await screen.findByText('Logged in')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/signin');

    await act(async () => vi.advanceTimersByTimeAsync(AUTH_NAV_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-setup'));
  });

  it('with Remember me and a complete profile: localStorage, then home', async () => {
    const { user, router } = setup();
    fakeApi({ 'POST /auth/login': loginOk(true) });
    await user.type(screen.getByLabelText('Email'), 'ana@kianda.ao');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Logged in');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    await act(async () => vi.advanceTimersByTimeAsync(AUTH_NAV_DELAY_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the fallback when the server gives no message, and can retry', async () => {
    const { user } = setup();
    fakeApi({ 'POST /auth/login': { status: 502 } });
    await user.type(screen.getByLabelText('Email'), 'ana@kianda.ao');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong during login')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an unverified account goes to /otp with its email kept', async () => {
    const { user, router } = setup();
    fakeApi({
      'POST /auth/login': {
        status: 403,
        data: { message: 'Please verify your email', code: 'EMAIL_NOT_VERIFIED' },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ana@kianda.ao');
    await user.type(screen.getByLabelText('Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBe('ana@kianda.ao');
    expect(screen.getByText('Please verify your email')).toBeTruthy();
  });

  it('shows a social button only for a provider the server has configured', async () => {
    fakeApi({ 'GET /auth/providers': { status: 200, data: { data: { google: true, facebook: false } } } });
    setup();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).toBeNull();
  });

  it('shows no social buttons (and no "or") when the server has no provider', async () => {
    const api = fakeApi({
      'GET /auth/providers': { status: 200, data: { data: { google: false, facebook: false } } },
    });
    setup();
    await waitFor(() => expect(api.calls.some((call) => call.url === '/auth/providers')).toBe(true));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });
});

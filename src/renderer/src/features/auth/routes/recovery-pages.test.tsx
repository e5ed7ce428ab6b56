import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function setup(entry: string | { pathname: string; state?: unknown }) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderApp(entry) };
}

/** Fills the sign-up form and sends it. */
async function signUp(
  user: ReturnType<typeof userEvent.setup>,
  email: string,
  confirm: string,
  password: string,
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Confirm Email'), confirm);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up screen', () => {
  it('reports the first broken rule only', async () => {
    const { user } = setup('/signup');
    const { calls } = fakeApi({});
    await signUp(user, 'ana@kianda.ao', 'ana@kianda.co', 'longpassword');
    expect(await screen.findByText('Emails do not match.')).toBeTruthy();
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('signs up as EMPLOYER, keeps the email and goes to /otp 1.5 s later', async () => {
    const { user, router } = setup('/signup');
    const { calls } = fakeApi({ 'POST /auth/sign-up': { status: 201, data: { message: '' } } });
    await signUp(user, 'ana@kianda.ao', 'ana@kianda.ao', 'longpassword');
    expect(await screen.findByText('Signup successful! Please check your email for OTP.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'ana@kianda.ao', password: 'longpassword', role: 'EMPLOYER' });
    expect(localStorage.getItem(STORAGE_KEYS.signupEmail)).toBe('ana@kianda.ao');
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
  });

  it('tells a short password at once, in the server words', async () => {
    const { user } = setup('/signup');
    const { calls } = fakeApi({});
    await signUp(user, 'ana@kianda.ao', 'ana@kianda.ao', 'short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('forgot password → info', () => {
  it('needs an email', async () => {
    const { user } = setup('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
  });

  it('keeps reset_id and shows the email on the info screen', async () => {
    const { user, router } = setup('/forgot-password');
    fakeApi({
      'POST /auth/forget-password': {
        status: 200,
        data: { message: 'Reset link sent', data: { reset_id: 'req-1', user_id: null } },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'ana@kianda.ao');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Reset link sent');
    expect(localStorage.getItem(STORAGE_KEYS.resetId)).toBe('req-1');
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password-info'));
    expect(router.state.location.state).toEqual({ reset_id: 'req-1', user_id: null, email: 'ana@kianda.ao' });
    expect(screen.getByRole('heading', { name: 'Reset Link Sent!' })).toBeTruthy();
    expect(screen.getByText(/ana@kianda\.ao/)).toBeTruthy();
  });

  it("says 'your email' when opened without state", () => {
    setup('/reset-password-info');
    expect(screen.getByText(/your email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/signin');
  });
});

describe('reset password', () => {
  it('checks both fields, then equality', async () => {
    const { user } = setup('/reset-password/secret-id');
    await user.type(screen.getByLabelText('New Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please fill all fields')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm Password'), 'longpassworX');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('sends the id from the link and returns to /signin', async () => {
    const { user, router } = setup('/reset-password/secret-id');
    const { calls } = fakeApi({
      'POST /auth/reset-password': { status: 400, data: { code: 'RESET_INVALID' } },
    });
    await user.type(screen.getByLabelText('New Password'), 'longpassword');
    await user.type(screen.getByLabelText('Confirm Password'), 'longpassword');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Error resetting password')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ reset_id: 'secret-id', password: 'longpassword' });

    fakeApi({
      'POST /auth/reset-password': { status: 200, data: { message: 'Password changed successfully' } },
    });
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});

describe('change password (static)', () => {
  it("has the two fields and an 'Update' link to /signin", () => {
    setup('/change-password');
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update' }).getAttribute('href')).toBe('/signin');
  });
});

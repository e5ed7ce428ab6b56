import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { openProfile, NEW_EMAIL, typeEmail } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

/**
 * The Personal tab asks for the current password as soon as the email differs from the
 * account's: a labelled field, reachable by keyboard, sent with the save; the server's answer
 * (wrong password, social account) is shown as it comes.
 */

function setup(provider: 'LOCAL' | 'GOOGLE' = 'LOCAL') {
  const me = profileTestUser({ provider });
  const api = fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
    'PUT /user/profile': () => ({
      status: 200,
      data: {
        message: `Profile updated. We sent a code to ${NEW_EMAIL}; enter it to confirm your new email address.`,
        data: { user: me, pendingEmail: NEW_EMAIL },
      },
    }),
  });
  const { user } = openProfile();
  return { user, ...api };
}

const formField = (body: unknown, name: string) => (body as FormData).get(name);

describe('personal tab: current password for a new email', { timeout: 20_000 }, () => {
  it('appears only when the email changes, labelled and described', async () => {
    const { user } = setup();
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(email);
    await user.type(email, NEW_EMAIL);
    const password = screen.getByLabelText('Current password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.getAttribute('aria-required')).toBe('true');
    expect(password.autocomplete).toBe('current-password');
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Changing your sign-in email needs your current password.');
    // Back to the same address (any case): no password needed any more.
    await user.clear(email);
    await user.type(email, 'ANA@kianda.ao');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('is reached with Tab from the email field and sent with the save (Enter submits)', async () => {
    const { user, calls } = setup();
    await typeEmail(user);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    await user.keyboard('my current password{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(formField(put.body, 'email')).toBe(NEW_EMAIL);
    expect(formField(put.body, 'current_password')).toBe('my current password');
  });

  it('an empty password is refused before any call, and focus goes to the field', async () => {
    const { user, calls } = setup();
    await typeEmail(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your email address.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal of a wrong password and keeps the person signed in", async () => {
    const { user } = setup();
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: profileTestUser() } },
      'PUT /user/profile': {
        status: 400,
        data: {
          message: 'The current password is incorrect. Your email address was not changed.',
          code: 'INVALID_CREDENTIALS',
        },
      },
    });
    await typeEmail(user);
    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('The current password is incorrect. Your email address was not changed.'),
    ).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('the email is not sent with a password when only other fields change', async () => {
    const { user, calls } = setup();
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Joana');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(formField(calls.find((c) => c.method === 'PUT')!.body, 'current_password')).toBeNull();
  });

  it('a social sign-in account is told to set a password first', async () => {
    const { user } = setup('GOOGLE');
    await typeEmail(user);
    expect(
      screen.getByText(
        "Your account has no password yet (you sign in with Google or Facebook). Set one first with 'Forgot password' on the sign-in page, then change your email address.",
      ),
    ).toBeTruthy();
  });
});

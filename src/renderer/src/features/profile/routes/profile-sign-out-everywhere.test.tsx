import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { openProfile } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

/** Manage Account: end every sign-in of the account (POST /auth/logout-all), this one included. */

const details = { status: 200, data: { message: 'ok', data: profileTestUser() } };

describe('sign out everywhere', { timeout: 20_000 }, () => {
  it('asks first, then ends every sign-in and signs this device out', async () => {
    const { calls } = fakeApi({
      'GET /user/details': details,
      'POST /auth/logout-all': { status: 200, data: { message: 'You are signed out on every device.' } },
    });
    const { user, router } = openProfile();
    await user.click(await screen.findByRole('tab', { name: 'Manage Account' }));
    expect(screen.getByRole('heading', { name: 'Sign out on every device' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device' });
    // The safe choice has the focus; Escape would cancel. Nothing is sent before the confirmation.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.url === '/auth/logout-all')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const call = calls.find((c) => c.url === '/auth/logout-all');
    expect(call).toMatchObject({ method: 'POST', headers: { Authorization: 'tok' } });
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByText('You are signed out on every device.')).toBeTruthy();
  });

  it('a failure says so and keeps this device signed in', async () => {
    fakeApi({ 'GET /user/details': details });
    const { user, router } = openProfile();
    await user.click(await screen.findByRole('tab', { name: 'Manage Account' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out on every device' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Could not sign out on every device. Please try again.')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('tok');
    expect(router.state.location.pathname).toBe('/profile');
  });
});

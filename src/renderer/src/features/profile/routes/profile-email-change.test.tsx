import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { openProfile, NEW_EMAIL, typeEmail } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

const me = (email = 'ana@kianda.ao', pendingEmail: string | null = null) =>
  profileTestUser({ email, pendingEmail });

/** Signed in with a change to NEW_EMAIL awaiting its code; `more` adds routes. */
function fakePendingChange(more: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: me('ana@kianda.ao', NEW_EMAIL) } },
    ...more,
  });
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const group = await screen.findByRole('group', { name: `Code to confirm ${NEW_EMAIL}` });
  await user.click(within(group).getByLabelText('Digit 1 of 6'));
  await user.keyboard(code);
}

// Whole journeys through the real app; a shared 2-core machine needs more than the default 5 s.
describe('personal tab: changing the email', { timeout: 20_000 }, () => {
  it('keeps the email until the mailed code is confirmed, then shows the new one', async () => {
    let current = me();
    const { calls } = fakeApi({
      'GET /user/details': () => ({ status: 200, data: { message: 'ok', data: current } }),
      'PUT /user/profile': () => {
        current = me('ana@kianda.ao', NEW_EMAIL);
        return {
          status: 200,
          data: {
            message: `Profile updated. We sent a code to ${NEW_EMAIL}; enter it to confirm your new email address.`,
            data: { user: me(), pendingEmail: NEW_EMAIL },
          },
        };
      },
      'POST /user/email/confirm': () => {
        current = me(NEW_EMAIL);
        return {
          status: 200,
          data: {
            message: `Your email address is now ${NEW_EMAIL}.`,
            data: { user: me(NEW_EMAIL), accessToken: 'fresh', refreshToken: 'r'.repeat(43), user_id: 'u1' },
          },
        };
      },
    });
    const { user } = openProfile();
    await typeEmail(user);
    await user.type(screen.getByLabelText('Current password'), 'my current password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText(`We sent a code to ${NEW_EMAIL}. Enter it to confirm your new email address.`),
    ).toBeTruthy();
    expect(await screen.findByText(/^Profile updated\. We sent a code/)).toBeTruthy();
    // The field shows the address the account still has; Resend waits out the lockout.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@kianda.ao');
    expect((screen.getByRole('button', { name: /^Resend in \d+s$/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(useSessionStore.getState().userData?.email).toBe('ana@kianda.ao');

    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Your email address is now ${NEW_EMAIL}.`)).toBeTruthy();
    expect(calls.find((c) => c.url === '/user/email/confirm')?.body).toEqual({ code: '123456' });
    await waitFor(() => expect(useSessionStore.getState().userData?.email).toBe(NEW_EMAIL));
    expect(useSessionStore.getState().token).toBe('fresh');
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(NEW_EMAIL));
    expect(screen.queryByRole('group', { name: `Code to confirm ${NEW_EMAIL}` })).toBeNull();
  });

  it('shows a pending change after a restart; a wrong code keeps it; Enter confirms, not saves', async () => {
    fakePendingChange({
      'POST /user/email/confirm': {
        status: 400,
        data: { message: 'Invalid or expired code.', code: 'OTP_INVALID' },
      },
    });
    const { user } = openProfile();
    await typeCode(user, '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid or expired code.')).toBeTruthy();
    expect(screen.getByRole('group', { name: `Code to confirm ${NEW_EMAIL}` })).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('tells an incomplete code before any call', async () => {
    const { calls } = fakePendingChange();
    const { user } = openProfile();
    await typeCode(user, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/user/email/confirm')).toBe(false);
  });

  it('Resend sends a new code and locks; Cancel drops the change', async () => {
    let current = me('ana@kianda.ao', NEW_EMAIL);
    const { calls } = fakeApi({
      'GET /user/details': () => ({ status: 200, data: { message: 'ok', data: current } }),
      'POST /user/email/resend': {
        status: 200,
        data: { message: `A new code was sent to ${NEW_EMAIL}.`, data: { pendingEmail: NEW_EMAIL } },
      },
      'DELETE /user/email/pending': () => {
        current = me();
        return {
          status: 200,
          data: { message: 'The email change was cancelled.', data: { pendingEmail: null } },
        };
      },
    });
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(`A new code was sent to ${NEW_EMAIL}.`)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Resend in \d+s$/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The email change was cancelled.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: `Code to confirm ${NEW_EMAIL}` })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server message when Resend is refused', async () => {
    fakePendingChange({
      'POST /user/email/resend': {
        status: 429,
        data: { message: 'Please wait 12s before requesting a new code.', code: 'RATE_LIMITED' },
      },
    });
    const { user } = openProfile();
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Please wait 12s before requesting a new code.')).toBeTruthy();
  });
});

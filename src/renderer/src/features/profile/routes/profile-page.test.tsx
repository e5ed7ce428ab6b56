import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { openProfile } from './profile-test-steps';
import { profileTestUser } from './profile-test-user';

const me = (provider: 'LOCAL' | 'GOOGLE') => profileTestUser({ provider });

// Whole journeys through the real app; a shared 2-core machine needs more than the default 5 s.
describe('profile screen', { timeout: 20_000 }, () => {
  it('has six tabs for an owner with a password, with email, tel and url input types, also at /Profile', async () => {
    fakeApi({ 'GET /user/details': { status: 200, data: { message: 'ok', data: me('LOCAL') } } });
    const { user } = openProfile('/Profile');
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual([
        'Personal Information',
        'Company Information',
        'Team',
        'Templates',
        'Billing',
        'Manage Account',
      ]),
    );
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).type).toBe('tel');
    await user.click(screen.getByRole('tab', { name: 'Company Information' }));
    expect((screen.getByLabelText('Website') as HTMLInputElement).type).toBe('url');
    expect((screen.getByLabelText('Company Name') as HTMLInputElement).value).toBe('Unitel');
  });

  it('hides Manage Account for an account without a password, and names its linked providers', async () => {
    const google = profileTestUser({ provider: 'GOOGLE', hasPassword: false, linkedProviders: ['GOOGLE'] });
    fakeApi({ 'GET /user/details': { status: 200, data: { message: 'ok', data: google } } });
    openProfile();
    await screen.findByDisplayValue('Ana');
    expect(screen.queryByRole('tab', { name: 'Manage Account' })).toBeNull();
    expect(screen.getByText('Also signs in with Google')).toBeTruthy();
  });

  it('shows Manage Account once a social account has set a password', async () => {
    const withPassword = profileTestUser({
      provider: 'GOOGLE',
      hasPassword: true,
      linkedProviders: ['GOOGLE'],
    });
    fakeApi({ 'GET /user/details': { status: 200, data: { message: 'ok', data: withPassword } } });
    openProfile();
    expect(await screen.findByRole('tab', { name: 'Manage Account' })).toBeTruthy();
  });

  it('saves personal information; the header follows from the answer, without a second GET', async () => {
    const updated = { ...me('LOCAL'), first_name: 'Joana' };
    let current = me('LOCAL');
    const { calls } = fakeApi({
      'GET /user/details': () => ({ status: 200, data: { message: 'ok', data: current } }),
      'PUT /user/profile': () => {
        current = updated;
        return { status: 200, data: { message: 'Profile updated successfully!', data: { user: updated } } };
      },
    });
    const { user } = openProfile();
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect(screen.getByTestId('avatar-initial').textContent).toBe('A'));
    await user.clear(first);
    await user.type(first, 'Joana');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as FormData;
    expect(body.get('first_name')).toBe('Joana');
    expect(body.get('language')).toBe('["pt"]');
    await waitFor(() => expect(useSessionStore.getState().userData?.first_name).toBe('Joana'));
    // The header follows at once: the avatar initial is now J.
    await waitFor(() => expect(screen.getByTestId('avatar-initial').textContent).toBe('J'));
    // One GET for the header and the screen together, none after the save.
    expect(calls.filter((c) => c.url === '/user/details')).toHaveLength(1);
  });

  it('Reset puts back what the server holds, also when nothing changed there', async () => {
    fakeApi({ 'GET /user/details': { status: 200, data: { message: 'ok', data: me('LOCAL') } } });
    const { user } = openProfile();
    const first = (await screen.findByLabelText('First Name')) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Ana'));
    await user.clear(first);
    await user.type(first, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(first.value).toBe('Ana'));

    await user.click(screen.getByRole('tab', { name: 'Company Information' }));
    const company = screen.getByLabelText('Company Name') as HTMLInputElement;
    await user.clear(company);
    await user.type(company, 'Other');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(company.value).toBe('Unitel'));
  });

  it('shows the catalogue message when the profile cannot be loaded', async () => {
    fakeApi({ 'GET /user/details': { status: 500 } });
    openProfile();
    expect(await screen.findAllByText('Failed to load user data.')).not.toHaveLength(0);
  });

  it('Manage Account checks fields, then shows the server result', async () => {
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me('LOCAL') } },
      'POST /auth/change-password': {
        status: 200,
        data: { message: 'ok', data: { accessToken: 'new', user_id: 'u1' } },
      },
    });
    const { user } = openProfile();
    await user.click(await screen.findByRole('tab', { name: 'Manage Account' }));
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please fill out all fields')).toBeTruthy();
    await user.type(screen.getByLabelText('Current Password'), 'old password 1');
    await user.type(screen.getByLabelText('New Password'), 'new password 22');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new password 23');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('New passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'new password 22');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('new');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/browser-storage';
import { profileKeys } from '../../../lib/api/keys';
import { queryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../lib/session-store';
import { fakeApi } from '../../../test/fake-api';
import { rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';

const baseUser = {
  id: 'u1',
  email: 'ana@kianda.ao',
  first_name: 'ana',
  last_name: 'Silva',
  phone: null,
  designation: null,
  provider: 'LOCAL',
  profileSetup: true,
  // The owner sees every navigation entry (issue 18).
  company_role: 'OWNER',
};

let currentUser = baseUser;

beforeEach(async () => {
  currentUser = baseUser;
  await rememberSignIn('u1', { signupEmail: 'old@x.ao' });
  fakeApi({ 'GET /user/details': () => ({ status: 200, data: { message: 'ok', data: currentUser } }) });
});

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('shell', () => {
  it('lists the side navigation in spec order', async () => {
    renderApp('/');
    // Message is offered once the role is known to allow chat (issue 18).
    await within(nav()).findByRole('link', { name: /Message/ });
    const labels = within(nav())
      .getAllByRole('link')
      .concat(within(nav()).getAllByRole('button'))
      .map((el) => el.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Overview', 'Applications', 'Jobs', 'Candidates', 'Message']),
    );
    const order = [...nav().querySelectorAll(':scope > ul > li')].map(
      (li) => li.firstElementChild?.textContent,
    );
    expect(order).toEqual(['Overview', 'Applications', 'Jobs', 'Candidates', 'Message', 'Profile']);
    expect(within(nav()).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/Chat');
  });

  it('the Jobs group opens and closes, and opens by itself on a job page', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const jobs = within(nav()).getByRole('button', { name: 'Jobs' });
    expect(jobs.getAttribute('aria-expanded')).toBe('false');
    await user.click(jobs);
    expect(jobs.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav()).getByRole('link', { name: 'Post a Job' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a Job' })).toBeTruthy();
    await user.click(within(nav()).getByRole('link', { name: 'Candidates' }));
    expect(within(nav()).getByRole('button', { name: 'Jobs' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the avatar initial from the fetched user details and follows when they are read again', async () => {
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('avatar-initial').textContent).toBe('A'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}').first_name).toBe('ana');
    currentUser = { ...baseUser, first_name: 'Beatriz' };
    await act(() => queryClient.invalidateQueries({ queryKey: profileKeys.all }));
    await waitFor(() => expect(screen.getByTestId('avatar-initial').textContent).toBe('B'));
  });

  it('dropdowns open on click and close on an outside click or Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeTruthy();

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(bell);
    expect(screen.getByRole('menu', { name: 'Notifications' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(bell);

    // Opening another dropdown closes the first.
    await user.click(bell);
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    expect(screen.queryByRole('menu', { name: 'Notifications' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
  });

  it('Log Out asks first; Not Now keeps the session', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    const dialog = screen.getByRole('dialog', { name: 'Logout?' });
    expect(within(dialog).getByText('Are you sure you want to Logout?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Not Now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
  });

  it('Logout ends the sign-in on the server, clears every stored value and lands on /signin', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.userData)).not.toBeNull());
    const token = useSessionStore.getState().token;
    const { calls } = fakeApi({
      'POST /auth/logout': { status: 200, data: { message: 'You are signed out.' } },
    });
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key), key).toBeNull();
    // The sign-in screen's own provider check aside, one call: the logout, with the session's token.
    const logout = calls.filter((call) => call.url !== '/auth/providers');
    expect(logout.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /auth/logout']);
    expect(logout[0]?.headers.Authorization).toBe(token);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('Logout offline still signs out on this device (the local logout is the fallback)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.userData)).not.toBeNull());
    fakeApi({});
    await user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key), key).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('the back control goes one step back in history', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(within(nav()).getByRole('link', { name: 'Candidates' }));
    expect(router.state.location.pathname).toBe('/candidates');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the mobile menu toggle opens the sidebar and Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('app-sidebar')?.classList.contains('is-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

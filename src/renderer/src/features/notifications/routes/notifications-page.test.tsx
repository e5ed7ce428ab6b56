import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { notificationItem, notificationServer } from '../../../test/notification-feed';
import { renderApp } from '../../../test/render-app';
import { signInTestEmployer } from '../../../test/signed-in-employer';

/** 23 notifications, newest (23) first; the three oldest already read. */
function signedInWithFeed() {
  const items = Array.from({ length: 23 }, (_, i) => 23 - i).map((n) =>
    notificationItem(n, n <= 3 ? { readAt: new Date().toISOString() } : {}),
  );
  const server = notificationServer(items);
  const api = signInTestEmployer({
    ...server.routes,
  });
  return { server, api };
}

const list = () => screen.getByRole('list', { name: 'All notifications' });

describe('Notifications page', () => {
  it('shows the newest page, then older ones by the last id, read and unread told apart', async () => {
    const { server } = signedInWithFeed();
    const user = userEvent.setup();
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await screen.findByText('Candidate 23 applied to Job 23');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('20 unread')).toBeTruthy();
    expect(screen.queryByText('Candidate 2 applied to Job 2')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load older notifications' }));
    expect(await screen.findByText('Candidate 2 applied to Job 2')).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(23);
    // The older page starts after the 20th item shown (number 4).
    expect(server.pagesAsked.at(-1)).toEqual({ limit: 20, before: notificationItem(4).id });
    expect(screen.queryByRole('button', { name: 'Load older notifications' })).toBeNull();

    const newest = screen.getByRole('link', { name: /Candidate 23 applied to Job 23/ });
    const oldest = screen.getByRole('link', { name: /Candidate 2 applied to Job 2/ });
    expect(within(newest).getByText('Unread')).toBeTruthy();
    expect(within(oldest).queryByText('Unread')).toBeNull();
    expect(within(newest).getByText(/minutes? ago|hour ago/)).toBeTruthy();
  });

  it('opens an item at its screen and marks it read; marks all read', async () => {
    const { api, server } = signedInWithFeed();
    const user = userEvent.setup();
    const { router } = renderApp('/notifications');
    await screen.findByText('Candidate 23 applied to Job 23');

    await user.click(screen.getByRole('link', { name: /Candidate 22 applied to Job 22/ }));
    expect(router.state.location.pathname).toBe('/detail-view/app-22');
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        ids: [notificationItem(22).id],
      }),
    );
    expect(server.unread()).toBe(19);

    await router.navigate('/notifications');
    await screen.findByText('19 unread');
    expect(
      within(screen.getByRole('link', { name: /Candidate 22 applied/ })).queryByText('Unread'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ all: true });
    expect(within(list()).queryByText('Unread')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says so when there is nothing yet, in Portuguese', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    signInTestEmployer({
      ...notificationServer([]).routes,
    });
    renderApp('/notifications');
    expect(await screen.findByText(/Ainda não há notificações/)).toBeTruthy();
    expect(screen.getByText('0 por ler')).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../i18n/language-store';
import { applyNotificationEvent } from '../../../lib/notification-updates';
import { queryClient } from '../../../lib/query-client';
import { notificationItem, notificationServer } from '../../../test/notification-feed';
import { renderApp } from '../../../test/render-app';
import { signInTestEmployer } from '../../../test/signed-in-employer';

/** Eight notifications, newest (8) first; 1 to 5 already read, so three unread. */
function signedInWithFeed(unreadFrom = 6) {
  const items = [8, 7, 6, 5, 4, 3, 2, 1].map((n) =>
    notificationItem(n, n < unreadFrom ? { readAt: new Date().toISOString() } : {}),
  );
  const server = notificationServer(items);
  const api = signInTestEmployer({
    ...server.routes,
  });
  return { server, api };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const menu = () => screen.getByRole('menu', { name: /^Notifica/ });
const items = () => within(menu()).getAllByRole('menuitem');

describe('the bell', () => {
  it('shows the unread count with an accessible name, and no badge when all is read', async () => {
    signedInWithFeed();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('bell-badge').textContent).toBe('3');

    await act(() =>
      queryClient.setQueryData(['notifications', 'feed'], (old: { pages: { unreadCount: number }[] }) => ({
        ...old,
        pages: old.pages.map((page) => ({ ...page, unreadCount: 0 })),
      })),
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('lists the newest six with title, body and relative time, and the menu actions', async () => {
    signedInWithFeed();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const entries = items();
    // Six notifications, then 'Mark all as read' and 'See all'.
    expect(entries).toHaveLength(8);
    expect(entries[0]?.textContent).toMatch(/New application received.*Candidate 8 applied to Job 8/);
    expect(entries[0]?.textContent).toMatch(/minutes? ago|hour ago/);
    expect(within(entries[0]!).getByText('Unread')).toBeTruthy();
    expect(within(entries[3]!).queryByText('Unread')).toBeNull();
    expect(entries[2]?.textContent).toMatch(/Job expiring soon.*Job 6 expires/);
    expect(screen.queryByText(/Candidate 2 applied/)).toBeNull();
    expect(entries.at(-2)?.textContent).toBe('Mark all as read');
    expect(entries.at(-1)?.textContent).toBe('See all');
    expect(document.activeElement).toBe(entries[0]);
  });

  it('works from the keyboard: opens on the first item, arrows move, Escape returns to the bell', async () => {
    signedInWithFeed();
    const user = userEvent.setup();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items()[2]);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('See all');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('See all');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(document.activeElement).toBe(items()[0]);
    await user.keyboard('{Escape}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('See all');
  });

  it('opens an item at its screen and marks it read; Space on a link does too', async () => {
    const { api, server } = signedInWithFeed();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(items()[0]!);
    expect(router.state.location.pathname).toBe('/detail-view/app-8');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(server.unread()).toBe(2));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [notificationItem(8).id] });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    await user.click(bell());
    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(router.state.location.pathname).toBe('/job-details/job-6');
    await waitFor(() => expect(server.unread()).toBe(1));
  });

  it('marks all as read, and See all opens the Notifications page', async () => {
    const { api } = signedInWithFeed();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(within(menu()).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ all: true });
    expect(within(menu()).queryByText('Unread')).toBeNull();
    expect(
      within(menu()).getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled'),
    ).toBe('true');

    await user.click(within(menu()).getByRole('menuitem', { name: 'See all' }));
    expect(router.state.location.pathname).toBe('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
  });

  it('shows a live notification and its count without reading the feed again', async () => {
    const { server } = signedInWithFeed();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const asked = server.pagesAsked.length;
    act(() => {
      applyNotificationEvent(queryClient, {
        notification: notificationItem(9, { body: 'Bruno Costa applied to Estágio em Dados' }),
        unreadCount: 4,
        show: { inApp: true, desktop: true },
      });
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
    await user.click(bell());
    expect(items()[0]?.textContent).toMatch(/Bruno Costa applied to Estágio em Dados/);
    expect(server.pagesAsked.length).toBe(asked);
  });

  it('speaks Portuguese, relative time included', async () => {
    useLanguageStore.setState({ lang: 'pt' });
    signedInWithFeed();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notificações, 3 por ler' }));
    expect(items()[0]?.textContent).toMatch(/há \d+ minutos|há 1 hora/);
    expect(within(menu()).getByRole('menuitem', { name: 'Marcar todas como lidas' })).toBeTruthy();
    expect(within(menu()).getByRole('menuitem', { name: 'Ver todas' })).toBeTruthy();
  });
});

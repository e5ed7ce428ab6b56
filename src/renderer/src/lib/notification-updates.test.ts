import type { NotificationEvent, NotificationItem } from '@shared/api/notifications';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type FeedPages, applyNotificationEvent, notificationKeys } from './notification-updates';

const item = (id: string, title = 'New application received'): NotificationItem => ({
  id,
  kind: 'APPLICATION_RECEIVED',
  title,
  body: 'Marta Neto applied to Data Analyst',
  link: `/detail-view/${id}`,
  createdAt: '2025-01-01T10:00:00.000Z',
  readAt: null,
});

const event = (id: string, show = { inApp: true, desktop: true }, unreadCount = 2): NotificationEvent => ({
  notification: item(id),
  unreadCount,
  show,
});

function withFeed(): QueryClient {
  const client = new QueryClient();
  const data: FeedPages = {
    pages: [{ notifications: [item('a1')], unreadCount: 1, hasMore: false }],
    pageParams: [null],
  };
  client.setQueryData(notificationKeys.feed(), data);
  return client;
}

const feedOf = (client: QueryClient) => client.getQueryData<FeedPages>(notificationKeys.feed());

describe('applyNotificationEvent', () => {
  it('puts a new item on top with the server’s unread count, once', () => {
    const client = withFeed();
    expect(applyNotificationEvent(client, event('b2'))).toBe(true);
    expect(applyNotificationEvent(client, event('b2'))).toBe(true);
    const page = feedOf(client)?.pages[0];
    expect(page?.notifications.map((n) => n.id)).toEqual(['b2', 'a1']);
    expect(page?.unreadCount).toBe(2);
  });

  it('keeps an item the person turned off in-app out of the list', () => {
    const client = withFeed();
    applyNotificationEvent(client, event('c3', { inApp: false, desktop: true }, 1));
    expect(feedOf(client)?.pages[0]?.notifications.map((n) => n.id)).toEqual(['a1']);
  });

  it('raises a desktop notification only in the background and only when chosen', () => {
    const show = vi.fn(() => Promise.resolve());
    const bridge = { notifications: { show, setBadge: vi.fn(), onClick: vi.fn() } };
    const client = withFeed();
    applyNotificationEvent(client, event('d1'), { bridge, inBackground: () => false });
    expect(show).not.toHaveBeenCalled();
    applyNotificationEvent(client, event('d2', { inApp: true, desktop: false }), {
      bridge,
      inBackground: () => true,
    });
    expect(show).not.toHaveBeenCalled();
    applyNotificationEvent(client, event('d3'), { bridge, inBackground: () => true });
    expect(show).toHaveBeenCalledWith({
      title: 'New application received',
      body: 'Marta Neto applied to Data Analyst',
      route: '/detail-view/d3',
    });
  });

  it('ignores a payload that is not a notification event', () => {
    const client = withFeed();
    expect(applyNotificationEvent(client, { notification: { id: 1 } })).toBe(false);
    expect(applyNotificationEvent(client, 'x')).toBe(false);
    expect(feedOf(client)?.pages[0]?.notifications).toHaveLength(1);
  });
});

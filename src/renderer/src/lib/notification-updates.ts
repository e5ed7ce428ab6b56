import { notificationEventSchema, type NotificationsResponse } from '@shared/api/notifications';
import type { DesktopBridge } from '@shared/desktop/bridge';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/**
 * The notifications' query keys: the header's bell (shell), the Notifications page and the
 * Settings section read them; the socket relay below writes them. Here because features do not
 * import each other.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

export type FeedPages = InfiniteData<NotificationsResponse['data'], string | null>;

/**
 * The one way a `notification` socket event reaches the screens: the chat controller, which
 * owns the socket, hands every one here (as it does `paymentUpdated` to payment-updates.ts).
 * The item goes to the top of the feed and the unread count follows the server's; when the
 * window is in the background and the person chose desktop alerts for the kind, a native
 * notification is raised (clicking it opens the item's screen). The socket is the network: a
 * payload that is not a notification event is ignored. Returns whether it was applied.
 */
export function applyNotificationEvent(
  client: QueryClient,
  payload: unknown,
  desktop?: { bridge: Pick<DesktopBridge, 'notifications'>; inBackground: () => boolean },
): boolean {
  const parsed = notificationEventSchema.safeParse(payload);
  if (!parsed.success) return false;
  const { notification, unreadCount, show } = parsed.data;
  client.setQueryData<FeedPages>(notificationKeys.feed(), (old) => {
    if (!old || old.pages.length === 0) return old;
    const [first, ...rest] = old.pages;
    if (!first) return old;
    const known = old.pages.some((page) => page.notifications.some((n) => n.id === notification.id));
    const notifications = show.inApp && !known ? [notification, ...first.notifications] : first.notifications;
    return { ...old, pages: [{ ...first, notifications, unreadCount }, ...rest] };
  });
  // The feed may not be loaded yet, or hold items in another language: read again when shown.
  void client.invalidateQueries({ queryKey: notificationKeys.feed(), refetchType: 'none' });
  if (desktop && show.desktop && desktop.inBackground()) {
    desktop.bridge.notifications
      .show({ title: notification.title, body: notification.body, route: notification.link })
      .catch((error: unknown) => console.error('Notification failed', error));
  }
  return true;
}

import {
  getNotificationPreferences,
  getNotifications,
  markNotificationsRead,
  saveNotificationPreferences,
} from '@renderer/lib/api/notifications';
import { type FeedPages, notificationKeys } from '@renderer/lib/notification-updates';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import type { MarkReadBody, NotificationPreferences } from '@shared/api/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The notification feed, newest first, one page at a time (the bell shows the first page, the
 * Notifications page all of them). Live items arrive through lib/notification-updates.ts.
 */
export function useNotificationFeed() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useInfiniteQuery({
    queryKey: notificationKeys.feed(),
    queryFn: async ({ pageParam, signal }) =>
      (await getNotifications({ limit: NOTIFICATIONS_PAGE_SIZE, before: pageParam }, signal)).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.notifications.at(-1)?.id ?? null) : null),
    enabled: signedIn,
  });
}

/** The unread count of a loaded feed (the server's, from its newest answer or event). */
export function unreadCountOf(data: { pages: readonly { unreadCount: number }[] } | undefined): number {
  return data?.pages[0]?.unreadCount ?? 0;
}

/** Marks some or all read: shown read at once, the count from the server's answer. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => markNotificationsRead(body),
    onMutate: (body) => {
      const now = new Date().toISOString();
      const ids = 'ids' in body ? new Set(body.ids) : null;
      client.setQueryData<FeedPages>(notificationKeys.feed(), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((n) =>
                  !n.readAt && (!ids || ids.has(n.id)) ? { ...n, readAt: now } : n,
                ),
              })),
            }
          : old,
      );
    },
    // Not marked after all: read the feed again rather than keep showing it read.
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.feed() }),
    onSuccess: ({ data }) => {
      client.setQueryData<FeedPages>(notificationKeys.feed(), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page, i) =>
                i === 0 ? { ...page, unreadCount: data.unreadCount } : page,
              ),
            }
          : old,
      );
    },
  });
}

export function useNotificationPreferences() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
    select: (body) => body.data.preferences,
    enabled: signedIn,
  });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => saveNotificationPreferences(preferences),
    onSuccess: (body) => client.setQueryData(notificationKeys.preferences(), body),
  });
}

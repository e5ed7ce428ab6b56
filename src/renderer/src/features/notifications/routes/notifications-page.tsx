import { LoadMoreButton } from '@renderer/components/load-more-button';
import { QueryStatus } from '@renderer/components/query-status';
import { useNow } from '@renderer/hooks/use-now';
import {
  unreadCountOf,
  useMarkNotificationsRead,
  useNotificationFeed,
} from '@renderer/hooks/use-notifications';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { notify } from '@renderer/lib/toast';
import type { NotificationItem } from '@shared/api/notifications';
import { useId } from 'react';
import { NotificationEntry } from '../components/notification-entry';
import '../components/notifications.css';

/**
 * /notifications: the whole history, newest first, one page at a time ('Load older
 * notifications'); an item opens its screen and is marked read; 'Mark all as read'. New ones
 * arrive live on top (lib/notification-updates.ts writes the same cache).
 */
export function NotificationsPage() {
  const t = useT();
  const listId = useId();
  const now = useNow();
  const feed = useNotificationFeed();
  const markRead = useMarkNotificationsRead();
  const items = feed.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = unreadCountOf(feed.data);

  const failed = (error: unknown) => notify.error(toApiError(error).message);
  const open = (item: NotificationItem) => {
    if (item.readAt === null) markRead.mutate({ ids: [item.id] }, { onError: failed });
  };
  const markAll = () => markRead.mutate({ all: true }, { onError: failed });

  return (
    <section className="notifications-page" aria-labelledby={listId}>
      <div className="notifications-toolbar">
        <div>
          <h2 id={listId} className="notifications-heading">
            {t('notifications.pageLabel')}
          </h2>
          {feed.data && (
            <p className="notifications-unread" aria-live="polite">
              {t('notifications.unread', { n: unread })}
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!feed.data || unread === 0 || markRead.isPending}
          onClick={markAll}
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      <div className="card notifications-card">
        <QueryStatus query={feed} className="notifications-message" />
        {feed.data && items.length === 0 && (
          <p className="notifications-message">{t('notifications.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="notification-entries" aria-labelledby={listId}>
            {items.map((item) => (
              <NotificationEntry key={item.id} item={item} now={now} onOpen={open} />
            ))}
          </ul>
        )}
        {feed.isFetchNextPageError && (
          <p role="alert" className="notifications-message">
            {t('notifications.loadFailed')}
          </p>
        )}
        {feed.hasNextPage && (
          <div className="notifications-more">
            <LoadMoreButton
              query={feed}
              label={t('notifications.loadMore')}
              busyLabel={t('common.loading')}
            />
          </div>
        )}
      </div>
    </section>
  );
}

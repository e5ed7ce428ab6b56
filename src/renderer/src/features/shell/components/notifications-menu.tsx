import { BellIcon } from '@renderer/components/icons';
import { NotificationIcon } from '@renderer/components/notification-icon';
import { useDropdown } from '@renderer/hooks/use-dropdown';
import { useNow } from '@renderer/hooks/use-now';
import {
  unreadCountOf,
  useMarkNotificationsRead,
  useNotificationFeed,
} from '@renderer/hooks/use-notifications';
import { useLang, useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { formatRelativeTime } from '@renderer/lib/relative-time';
import { notify } from '@renderer/lib/toast';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';

/** How many of the newest notifications the dropdown lists; 'See all' has the rest. */
export const BELL_ITEMS = 6;

/** The badge never grows wider than three characters. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/**
 * The header's bell (issue 15): the unread count, and a menu (WAI-ARIA menu button) of the
 * newest notifications, each opening its screen and marked read, then 'Mark all as read' and
 * 'See all'. Enter, Space or ArrowDown on the bell open it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape closes it and gives the focus back to the bell; Tab
 * leaves it closed. The feed is the shared query cache, so live notifications show here too.
 */
export function NotificationsMenu() {
  const t = useT();
  const lang = useLang();
  const now = useNow();
  const { open, close, toggle, rootRef, triggerProps, panelProps } = useDropdown();
  const feed = useNotificationFeed();
  const markRead = useMarkNotificationsRead();
  const triggerId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const unread = unreadCountOf(feed.data);
  const items = (feed.data?.pages[0]?.notifications ?? []).slice(0, BELL_ITEMS);

  const focusItem = (index: number) => {
    const all = menuItemsOf(menuRef.current);
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  // Opening moves the focus into the menu (the menu button pattern).
  useEffect(() => {
    if (!open) return;
    const all = menuItemsOf(menuRef.current);
    (focusOnOpen.current === 'last' ? all.at(-1) : all[0])?.focus();
  }, [open]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
    if (open) focusItem(event.key === 'ArrowUp' ? -1 : 0);
    else toggle();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItemsOf(menuRef.current);
    const current = all.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      focusItem(move[event.key] ?? 0);
    } else if (event.key === ' ' && current >= 0) {
      // Space chooses an item as Enter does (a link ignores Space by itself).
      event.preventDefault();
      all[current]?.click();
    }
  };

  const failed = (error: unknown) => notify.error(toApiError(error).message);

  return (
    <div ref={rootRef} className="dropdown">
      <button
        {...triggerProps}
        id={triggerId}
        aria-haspopup="menu"
        className="icon-btn bell"
        aria-label={unread > 0 ? t('notifications.bellLabel', { n: unread }) : t('header.notifications')}
        onClick={() => {
          focusOnOpen.current = 'first';
          toggle();
        }}
        onKeyDown={onTriggerKey}
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true" data-testid="bell-badge">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <div className="dropdown-panel dropdown-panel-wide bell-panel">
          <div className="bell-head">
            <h2 className="bell-title">{t('header.notifications')}</h2>
            {feed.data && <span className="bell-unread">{t('notifications.unread', { n: unread })}</span>}
          </div>
          {feed.isPending && (
            <p role="status" className="bell-message">
              {t('common.loading')}
            </p>
          )}
          {feed.isError && (
            <div role="alert" className="bell-message">
              <p>{t('notifications.loadFailed')}</p>
              <button type="button" className="btn btn-secondary" onClick={() => void feed.refetch()}>
                {t('notifications.retry')}
              </button>
            </div>
          )}
          {feed.data && items.length === 0 && <p className="bell-message">{t('notifications.empty')}</p>}
          <div
            {...panelProps}
            ref={menuRef}
            role="menu"
            aria-labelledby={triggerId}
            className="bell-menu"
            onKeyDown={onMenuKey}
          >
            {items.map((item) => (
              <Link
                key={item.id}
                role="menuitem"
                tabIndex={-1}
                to={item.link}
                className={item.readAt === null ? 'bell-item is-unread' : 'bell-item'}
                onClick={() => {
                  if (item.readAt === null) markRead.mutate({ ids: [item.id] }, { onError: failed });
                  close();
                }}
              >
                <NotificationIcon kind={item.kind} />
                <span className="bell-item-text">
                  <span className="bell-item-title">{item.title}</span>
                  <span className="bell-item-body">{item.body}</span>
                  <time className="bell-item-time" dateTime={item.createdAt}>
                    {formatRelativeTime(item.createdAt, lang, now)}
                  </time>
                </span>
                {item.readAt === null && (
                  <span className="bell-item-unread">
                    <span className="sr-only">{t('notifications.unreadMark')}</span>
                  </span>
                )}
              </Link>
            ))}
            <hr className="bell-separator" />
            <div role="none" className="bell-actions">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="btn-link"
                aria-disabled={unread === 0 || markRead.isPending}
                onClick={() => {
                  if (unread === 0 || markRead.isPending) return;
                  markRead.mutate({ all: true }, { onError: failed });
                }}
              >
                {t('notifications.markAllRead')}
              </button>
              <Link role="menuitem" tabIndex={-1} to="/notifications" className="btn-link" onClick={close}>
                {t('notifications.seeAll')}
              </Link>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

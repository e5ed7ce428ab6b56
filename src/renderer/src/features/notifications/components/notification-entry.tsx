import { NotificationIcon } from '@renderer/components/notification-icon';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDateTime } from '@renderer/lib/format-date';
import { formatRelativeTime } from '@renderer/lib/relative-time';
import type { NotificationItem } from '@shared/api/notifications';
import { Link } from 'react-router-dom';

interface NotificationEntryProps {
  item: NotificationItem;
  now: Date;
  /** Called as the link is followed (marks it read). */
  onOpen(item: NotificationItem): void;
}

/** One notification of the page: a link to its screen, read or unread said in words too. */
export function NotificationEntry({ item, now, onOpen }: NotificationEntryProps) {
  const t = useT();
  const lang = useLang();
  const unread = item.readAt === null;
  return (
    <li className={unread ? 'notification-entry is-unread' : 'notification-entry'}>
      <Link to={item.link} className="notification-entry-link" onClick={() => onOpen(item)}>
        <NotificationIcon kind={item.kind} />
        <span className="notification-entry-text">
          <span className="notification-entry-title">{item.title}</span>
          <span className="notification-entry-body">{item.body}</span>
        </span>
        <span className="notification-entry-side">
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, lang)}>
            {formatRelativeTime(item.createdAt, lang, now)}
          </time>
          {unread && <span className="notification-unread-mark">{t('notifications.unreadMark')}</span>}
        </span>
      </Link>
    </li>
  );
}

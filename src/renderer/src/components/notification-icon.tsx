import type { NotificationKind } from '@shared/api/notifications';
import type { ComponentType } from 'react';
import './notification-icon.css';
import { AlertIcon, BellIcon, ClockIcon, type IconProps, MessageIcon, UsersIcon } from './icons';

/** A kind added later shows the bell until it gets an icon of its own. */
const ICONS: Partial<Record<NotificationKind, ComponentType<IconProps>>> = {
  APPLICATION_RECEIVED: UsersIcon,
  JOB_EXPIRING: ClockIcon,
  JOB_EXPIRED: AlertIcon,
  MESSAGE_UNREAD: MessageIcon,
};

/** The icon of a notification's kind (the bell and the Notifications page); decorative, the title names it. */
export function NotificationIcon({ kind, size = 18 }: { kind: NotificationKind; size?: number }) {
  const Icon = ICONS[kind] ?? BellIcon;
  return (
    <span className={`notification-icon notification-icon-${kind.toLowerCase()}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}

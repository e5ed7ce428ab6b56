import { badgeCountSchema, notificationSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { NotificationService } from '../services/notifications';
import { parseArg, type SenderEvent } from './validate';

export function notificationHandlers(notifications: NotificationService, devUrl: string | null) {
  return {
    handleNotifyShow(event: SenderEvent, notification: unknown): void {
      assertTrustedSender(event, devUrl);
      notifications.show(parseArg(notificationSchema, notification, IPC.notifyShow));
    },
    handleBadgeSet(event: SenderEvent, count: unknown): void {
      assertTrustedSender(event, devUrl);
      notifications.setBadge(parseArg(badgeCountSchema, count, IPC.badgeSet));
    },
  };
}

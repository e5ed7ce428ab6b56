import { badgeCountSchema, notificationSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import type { NotificationService } from '../services/notifications';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

export function notificationHandlers(notifications: NotificationService, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleNotifyShow: trusted((notification: unknown): void => {
      notifications.show(parseArg(notificationSchema, notification, IPC.notifyShow));
    }),
    handleBadgeSet: trusted((count: unknown): void =>
      notifications.setBadge(parseArg(badgeCountSchema, count, IPC.badgeSet)),
    ),
  };
}

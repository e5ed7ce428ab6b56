import type { MessageKey } from '@shared/i18n';

/**
 * Six placeholder notification cards, not fetched (the feed has no server yet). Every text comes from the
 * catalogue; the dates are fixed sample ranges shown in the current language.
 */
export interface NotificationSample {
  id: number;
  companyKey: MessageKey;
  roleKey: MessageKey;
  locationKey: MessageKey;
  timeKey: MessageKey;
  from: string;
  to: string;
}

export const NOTIFICATION_SAMPLES: NotificationSample[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  id: n,
  companyKey: `notifications.sample.${n}.company` as MessageKey,
  roleKey: `notifications.sample.${n}.role` as MessageKey,
  locationKey: `notifications.sample.${n}.location` as MessageKey,
  timeKey: `notifications.time.${n}` as MessageKey,
  from:
    ['2026-01-05', '2026-01-12', '2026-02-02', '2026-02-16', '2026-03-02', '2026-03-16'][n - 1] ??
    '2026-01-05',
  to:
    ['2026-04-03', '2026-06-30', '2026-05-29', '2026-08-14', '2026-06-26', '2026-09-11'][n - 1] ??
    '2026-04-03',
}));

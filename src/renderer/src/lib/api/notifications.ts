import { api } from '@renderer/lib/api-client';
import type {
  MarkReadBody,
  MarkReadResponse,
  NotificationPreferences,
  NotificationsResponse,
  PreferencesResponse,
  UnsubscribeResponse,
} from '@shared/api/notifications';
import { NOTIFICATION_FEED_READ } from './signed-in-reads';

/** The notifications API (issue 15): the bell, the Notifications page and Settings share these calls. */

/** GET /notifications: a page newest first; `before` is the id of the last item already shown. */
export function getNotifications(params: { limit?: number; before?: string | null }, signal?: AbortSignal) {
  return api.get<NotificationsResponse>(NOTIFICATION_FEED_READ.url, {
    params: { limit: params.limit, before: params.before ?? undefined },
    signal,
    fallbackMessage: 'notifications.loadFailed',
  });
}

/** POST /notifications/read: some ids, or all. */
export function markNotificationsRead(body: MarkReadBody) {
  return api.post<MarkReadResponse>('/notifications/read', body);
}

export function getNotificationPreferences(signal?: AbortSignal) {
  return api.get<PreferencesResponse>('/notifications/preferences', { signal });
}

export function saveNotificationPreferences(preferences: NotificationPreferences) {
  return api.put<PreferencesResponse>('/notifications/preferences', { preferences });
}

/** POST /notifications/unsubscribe: an email's link, no sign-in needed. */
export function unsubscribe(token: string) {
  return api.post<UnsubscribeResponse>('/notifications/unsubscribe', { token });
}

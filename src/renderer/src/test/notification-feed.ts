import type { NotificationItem, NotificationKind } from '@shared/api/notifications';
import type { InternalAxiosRequestConfig } from 'axios';
import type { FakeReply } from './fake-api';

/** A notification as the server would send it; ids are UUIDs that sort with their number. */
export function notificationItem(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  const kind: NotificationKind = n % 3 === 0 ? 'JOB_EXPIRING' : 'APPLICATION_RECEIVED';
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind,
    title: kind === 'JOB_EXPIRING' ? 'Job expiring soon' : 'New application received',
    body:
      kind === 'JOB_EXPIRING' ? `Job ${n} expires on 12 March 2026` : `Candidate ${n} applied to Job ${n}`,
    link: kind === 'JOB_EXPIRING' ? `/job-details/job-${n}` : `/detail-view/app-${n}`,
    createdAt: new Date(Date.now() - (100 - n) * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/**
 * A fake notifications server over `items` (newest first): GET /notifications pages by the last
 * id like the real one, POST /notifications/read marks and answers the unread count.
 */
export function notificationServer(items: NotificationItem[]) {
  let list = [...items];
  /** What each GET asked for, in order. */
  const pagesAsked: { limit: number; before: string | null }[] = [];
  const unread = () => list.filter((n) => n.readAt === null).length;
  const routes = {
    'GET /notifications': (config: InternalAxiosRequestConfig): FakeReply => {
      const { limit = 20, before } = (config.params ?? {}) as { limit?: number; before?: string };
      pagesAsked.push({ limit: Number(limit), before: before ?? null });
      const start = before ? list.findIndex((n) => n.id === before) + 1 : 0;
      const page = list.slice(start, start + Number(limit));
      return {
        status: 200,
        data: {
          message: 'ok',
          data: { notifications: page, unreadCount: unread(), hasMore: start + page.length < list.length },
        },
      };
    },
    'POST /notifications/read': (config: InternalAxiosRequestConfig): FakeReply => {
      const body = JSON.parse(String(config.data)) as { ids?: string[]; all?: true };
      const now = new Date().toISOString();
      list = list.map((n) =>
        n.readAt === null && (body.all || body.ids?.includes(n.id)) ? { ...n, readAt: now } : n,
      );
      return { status: 200, data: { message: 'ok', data: { unreadCount: unread() } } };
    },
  };
  return { routes, pagesAsked, unread };
}

import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { NotificationsPage } from './notifications-page';
import { UnsubscribePage } from './unsubscribe-page';

/** Behind the sign-in: the whole history of the bell. */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    element: <NotificationsPage />,
    handle: { titleKey: 'notifications.heading' } satisfies RouteHandle,
  },
];

/** Public: an email's unsubscribe link works without signing in. */
export const unsubscribeRoutes: RouteObject[] = [
  { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
];

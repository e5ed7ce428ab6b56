import { withAllMessages } from '@renderer/i18n/language-store';
import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Loaded on first visit, like every screen (lib/lazy-page.tsx): neither is part of the first screen.
const NotificationsPage = lazyPage(() => import('./notifications-page'), 'NotificationsPage');
// Public, and its texts are not among the sign-in screens' first ones.
const loadUnsubscribePage = withAllMessages(() => import('./unsubscribe-page'));
const UnsubscribePage = lazyPage(loadUnsubscribePage, 'UnsubscribePage');

/** Behind the sign-in: the whole history of the bell. */
export const notificationRoutes: RouteObject[] = [
  titledRoute('/notifications', <NotificationsPage />, 'notifications.heading'),
];

/** Public: an email's unsubscribe link works without signing in. */
export const unsubscribeRoutes: RouteObject[] = [
  { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
];

import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const ApplicationDetailPage = lazyPage(() => import('./application-detail-page'), 'ApplicationDetailPage');
const ChooseApplicationPage = lazyPage(() => import('./application-detail-page'), 'ChooseApplicationPage');
const ApplicationsPage = lazyPage(() => import('./applications-page'), 'ApplicationsPage');

export const applicationRoutes: RouteObject[] = [
  {
    path: '/application',
    element: <ApplicationsPage />,
    handle: { titleKey: 'page.applications' } satisfies RouteHandle,
  },
  {
    path: '/detail-view',
    element: <ChooseApplicationPage />,
    handle: { titleKey: 'page.detailView' } satisfies RouteHandle,
  },
  {
    path: '/detail-view/:id',
    element: <ApplicationDetailPage />,
    handle: { titleKey: 'page.detailView' } satisfies RouteHandle,
  },
];

import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { ApplicationDetailPage, ChooseApplicationPage } from './application-detail-page';
import { ApplicationsPage } from './applications-page';

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

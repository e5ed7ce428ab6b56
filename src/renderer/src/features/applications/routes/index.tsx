import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const ApplicationDetailPage = lazyPage(() => import('./application-detail-page'), 'ApplicationDetailPage');
const ChooseApplicationPage = lazyPage(() => import('./application-detail-page'), 'ChooseApplicationPage');
const ApplicationsPage = lazyPage(() => import('./applications-page'), 'ApplicationsPage');

export const applicationRoutes: RouteObject[] = [
  titledRoute('/application', <ApplicationsPage />, 'page.applications'),
  titledRoute('/detail-view', <ChooseApplicationPage />, 'page.detailView'),
  titledRoute('/detail-view/:id', <ApplicationDetailPage />, 'page.detailView'),
];

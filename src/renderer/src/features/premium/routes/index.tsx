import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { PremiumPage } from './premium-page';
import { SubscriptionPage } from './subscription-page';

/** Premium CV service and its payment screen; no data calls yet. */
export const premiumRoutes: RouteObject[] = [
  { path: '/premium', element: <PremiumPage />, handle: { titleKey: 'page.premium' } satisfies RouteHandle },
  {
    path: '/subscription-detail',
    element: <SubscriptionPage />,
    handle: { titleKey: 'page.subscription' } satisfies RouteHandle,
  },
];

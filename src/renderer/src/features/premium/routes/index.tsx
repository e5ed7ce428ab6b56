import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { PremiumPage } from './premium-page';
import { SubscriptionPage } from './subscription-page';

/** The Professional Plan (GET /payments/plans) and its payment screen (the orders of /payments). */
export const premiumRoutes: RouteObject[] = [
  { path: '/premium', element: <PremiumPage />, handle: { titleKey: 'page.premium' } satisfies RouteHandle },
  {
    path: '/subscription-detail',
    element: <SubscriptionPage />,
    handle: { titleKey: 'page.subscription' } satisfies RouteHandle,
  },
];

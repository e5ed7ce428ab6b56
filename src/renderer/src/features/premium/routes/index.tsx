import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const PremiumPage = lazyPage(() => import('./premium-page'), 'PremiumPage');
const SubscriptionPage = lazyPage(() => import('./subscription-page'), 'SubscriptionPage');

/** The Professional Plan (GET /payments/plans) and its payment screen (the orders of /payments). */
export const premiumRoutes: RouteObject[] = [
  titledRoute('/premium', <PremiumPage />, 'page.premium'),
  titledRoute('/subscription-detail', <SubscriptionPage />, 'page.subscription'),
];

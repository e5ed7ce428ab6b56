import { ErrorPage } from '@renderer/components/error-page';
import { applicationRoutes } from '@renderer/features/applications';
import { authRoutes } from '@renderer/features/auth';
import { blogRoutes } from '@renderer/features/blogs';
import { candidateRoutes } from '@renderer/features/candidates';
import { chatRoutes } from '@renderer/features/chat';
import { jobsRoutes } from '@renderer/features/jobs';
import { notificationRoutes, unsubscribeRoutes } from '@renderer/features/notifications';
import { premiumRoutes } from '@renderer/features/premium';
import { profileRoutes } from '@renderer/features/profile';
import { settingsRoutes } from '@renderer/features/settings';
import type { RouteObject } from 'react-router-dom';
import { ProtectedLayout } from './protected-layout';

/** Routes that features own behind the login; each sets `handle: { titleKey }` for the shell. */
const protectedFeatureRoutes: RouteObject[] = [
  ...applicationRoutes,
  ...blogRoutes,
  ...candidateRoutes,
  ...chatRoutes,
  ...jobsRoutes,
  ...notificationRoutes,
  ...premiumRoutes,
  ...profileRoutes,
  ...settingsRoutes,
];

/** The whole route table; unknown paths and render errors get the router fallback. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      children: [
        ...authRoutes,
        // Public: an email's unsubscribe link needs no sign-in.
        ...unsubscribeRoutes,
        { element: <ProtectedLayout />, children: protectedFeatureRoutes },
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}

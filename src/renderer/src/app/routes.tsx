import { ErrorPage } from '@renderer/components/error-page';
import { applicationRoutes } from '@renderer/features/applications';
import { authRoutes } from '@renderer/features/auth';
import { blogRoutes } from '@renderer/features/blogs';
import { candidateRoutes } from '@renderer/features/candidates';
import { chatRoutes } from '@renderer/features/chat';
import { jobsRoutes } from '@renderer/features/jobs';
import { premiumRoutes } from '@renderer/features/premium';
import { profileRoutes } from '@renderer/features/profile';
import { settingsRoutes } from '@renderer/features/settings';
import type { RouteObject } from 'react-router-dom';
import { withPlaceholders } from './placeholder-routes';
import { ProtectedLayout } from './protected-layout';

/**
 * Routes that features own behind the login. A new slice adds its routes here (each with a
 * `handle: { titleKey }`) and the placeholder for the same path disappears by itself.
 */
const protectedFeatureRoutes: RouteObject[] = [
  ...applicationRoutes,
  ...blogRoutes,
  ...candidateRoutes,
  ...chatRoutes,
  ...jobsRoutes,
  ...premiumRoutes,
  ...profileRoutes,
  ...settingsRoutes,
];

/** The whole route table (spec §2); unknown paths and render errors get the router fallback. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      children: [
        ...authRoutes,
        { element: <ProtectedLayout />, children: withPlaceholders(protectedFeatureRoutes) },
        { path: '*', element: <ErrorPage /> },
      ],
    },
  ];
}

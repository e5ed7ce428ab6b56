import { ErrorPage } from '@renderer/components/error-page';
import { authRoutes } from '@renderer/features/auth';
import type { RouteObject } from 'react-router-dom';
import { withPlaceholders } from './placeholder-routes';
import { ProtectedLayout } from './protected-layout';

/**
 * Routes that features own behind the login. A new slice adds its routes here (each with a
 * `handle: { titleKey }`) and the placeholder for the same path disappears by itself.
 */
const protectedFeatureRoutes: RouteObject[] = [];

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

import { ErrorPage } from '@renderer/components/error-page';
import { PageLoading } from '@renderer/components/page-loading';
import { applicationRoutes } from '@renderer/features/applications';
import { authRoutes } from '@renderer/features/auth';
import { blogRoutes } from '@renderer/features/blogs';
import { candidateRoutes } from '@renderer/features/candidates';
import { chatRoutes } from '@renderer/features/chat';
import { jobsRoutes } from '@renderer/features/jobs';
import { notificationRoutes, unsubscribeRoutes } from '@renderer/features/notifications';
import { premiumRoutes } from '@renderer/features/premium';
import { invitationRoutes, profileRoutes } from '@renderer/features/profile';
import { settingsRoutes } from '@renderer/features/settings';
import { AllMessages } from '@renderer/i18n/all-messages';
import { withFrameMessages } from '@renderer/i18n/language-store';
import type { RouteHandle } from '@renderer/lib/route-handle';
import { lazyPage } from '@renderer/lib/lazy-page';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

// The signed-in frame (shell, chat connection, notifications) loads after sign-in, not on /signin,
// with the texts it and the dashboard name (the first screen has only the sign-in screens' texts).
const loadProtectedLayout = withFrameMessages(() => import('./protected-layout'));
const ProtectedLayout = lazyPage(loadProtectedLayout, 'ProtectedLayout');

/**
 * Every route's element waits for all the messages, but a screen whose texts come with the frame's
 * (`handle.frameMessages`: the dashboard).
 */
function withAllMessagesFirst(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const frameOnly = (route.handle as RouteHandle | undefined)?.frameMessages === true;
    const element =
      route.element === undefined || frameOnly ? {} : { element: <AllMessages>{route.element}</AllMessages> };
    const children = route.children ? { children: withAllMessagesFirst(route.children) } : {};
    return { ...route, ...element, ...children } as RouteObject;
  });
}

/** Routes that features own behind the login; each sets `handle: { titleKey }` for the shell. */
const protectedFeatureRoutes: RouteObject[] = withAllMessagesFirst([
  ...applicationRoutes,
  ...blogRoutes,
  ...candidateRoutes,
  ...chatRoutes,
  ...jobsRoutes,
  ...notificationRoutes,
  ...premiumRoutes,
  ...profileRoutes,
  ...settingsRoutes,
]);

/**
 * Every route's element behind its own Suspense boundary: screens are loaded on first visit
 * (lib/lazy-page.tsx), and meanwhile the route says so (announced) in the place the screen takes,
 * inside the frame of its parent route. Routes added to the table get the boundary too.
 */
function withSuspense(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const element =
      route.element === undefined
        ? {}
        : { element: <Suspense fallback={<PageLoading />}>{route.element}</Suspense> };
    const children = route.children ? { children: withSuspense(route.children) } : {};
    return { ...route, ...element, ...children } as RouteObject;
  });
}

/** The whole route table; unknown paths and render errors get the router fallback. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RouteErrorBoundary />,
      children: withSuspense([
        ...authRoutes,
        // Public: an email's unsubscribe link needs no sign-in.
        ...unsubscribeRoutes,
        // Public: a team invitation's link, before and after signing in (issue 18).
        ...invitationRoutes,
        { element: <ProtectedLayout />, children: protectedFeatureRoutes },
        { path: '*', element: <ErrorPage /> },
      ]),
    },
  ];
}

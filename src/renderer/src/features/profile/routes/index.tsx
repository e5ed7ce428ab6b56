import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { ProfilePage } from './profile-page';
import { ProfileSetupPage } from './profile-setup-page';

/** Paths match case-insensitively, so /profile also serves /Profile (the address older links use). */
export const profileRoutes: RouteObject[] = [
  {
    path: '/profile-setup',
    element: <ProfileSetupPage />,
    handle: { titleKey: 'page.profileSetup', hideSidebar: true } satisfies RouteHandle,
  },
  { path: '/profile', element: <ProfilePage />, handle: { titleKey: 'page.profile' } satisfies RouteHandle },
];

import { withAllMessages } from '@renderer/i18n/language-store';
import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const ProfilePage = lazyPage(() => import('./profile-page'), 'ProfilePage');
const ProfileSetupPage = lazyPage(() => import('./profile-setup-page'), 'ProfileSetupPage');
// Public, and its texts are not among the sign-in screens' first ones.
const loadInvitationPage = withAllMessages(() => import('./invitation-page'));
const InvitationPage = lazyPage(loadInvitationPage, 'InvitationPage');

/** Paths match case-insensitively, so /profile also serves /Profile (the address older links use). */
export const profileRoutes: RouteObject[] = [
  titledRoute('/profile-setup', <ProfileSetupPage />, 'page.profileSetup', { hideSidebar: true }),
  titledRoute('/profile', <ProfilePage />, 'page.profile'),
];

/** Public: a team invitation's link (issue 18) works before signing in, and says how to. */
export const invitationRoutes: RouteObject[] = [{ path: '/invitation/:token', element: <InvitationPage /> }];

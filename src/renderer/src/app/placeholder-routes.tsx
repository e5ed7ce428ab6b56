import { PlaceholderPage } from '@renderer/components/placeholder-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import type { MessageKey } from '@shared/i18n';
import type { RouteObject } from 'react-router-dom';

interface Placeholder {
  path: string;
  titleKey: MessageKey;
  hideSidebar?: boolean;
}

/** Every protected route of spec §2, until the slice that builds it lands. */
export const PLACEHOLDERS: Placeholder[] = [
  { path: '/', titleKey: 'page.dashboard' },
  { path: '/profile-setup', titleKey: 'page.profileSetup', hideSidebar: true },
  { path: '/jobs', titleKey: 'page.jobs' },
  { path: '/post-Job', titleKey: 'page.postJob' },
  { path: '/post-job', titleKey: 'page.postJob' },
  { path: '/application', titleKey: 'page.applications' },
  { path: '/candidates', titleKey: 'page.candidates' },
  { path: '/detail-view', titleKey: 'page.detailView' },
  { path: '/detail-view/:id', titleKey: 'page.detailView' },
  { path: '/job-details/:id', titleKey: 'page.jobDetails' },
  { path: '/Chat', titleKey: 'page.message' },
  { path: '/chat', titleKey: 'page.message' },
  { path: '/chat/:receiverId', titleKey: 'page.message' },
  { path: '/blogs', titleKey: 'page.blogs' },
  { path: '/blog-detail', titleKey: 'page.blogDetail' },
  { path: '/add-blog', titleKey: 'page.addBlog' },
  { path: '/edit-blog', titleKey: 'page.editBlog' },
  { path: '/premium', titleKey: 'page.premium' },
  { path: '/subscription-detail', titleKey: 'page.subscription' },
  { path: '/Profile', titleKey: 'page.profile' },
  { path: '/profile', titleKey: 'page.profile' },
  { path: '/candidate-detail/:id', titleKey: 'page.candidateDetail' },
  { path: '/company-detail/:id', titleKey: 'page.companyDetail' },
];

/**
 * Feature routes first; a placeholder stays only for paths no feature serves yet. Paths are
 * compared case-insensitively because the router matches them that way (/Chat = /chat).
 */
export function withPlaceholders(featureRoutes: RouteObject[]): RouteObject[] {
  const served = new Set(featureRoutes.map((route) => route.path?.toLowerCase()).filter(Boolean));
  const remaining = PLACEHOLDERS.filter((p) => !served.has(p.path.toLowerCase())).map(
    ({ path, titleKey, hideSidebar }): RouteObject => ({
      path,
      element: <PlaceholderPage titleKey={titleKey} />,
      handle: { titleKey, hideSidebar } satisfies RouteHandle,
    }),
  );
  return [...featureRoutes, ...remaining];
}

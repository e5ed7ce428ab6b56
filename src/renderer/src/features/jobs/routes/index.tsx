import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const CompanyDetailPage = lazyPage(() => import('./company-detail-page'), 'CompanyDetailPage');
const DashboardPage = lazyPage(() => import('./dashboard-page'), 'DashboardPage');
const EditJobPage = lazyPage(() => import('./edit-job-page'), 'EditJobPage');
const JobDetailPage = lazyPage(() => import('./job-detail-page'), 'JobDetailPage');
const JobsPage = lazyPage(() => import('./jobs-page'), 'JobsPage');
const PostJobPage = lazyPage(() => import('./post-job-page'), 'PostJobPage');

/**
 * The jobs feature's screens. Paths match case-insensitively, so /post-Job also
 * serves the Post Job button's /post-job, and /Jobs (after posting) is /jobs.
 */
export const jobsRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage />, handle: { titleKey: 'page.dashboard' } satisfies RouteHandle },
  { path: '/jobs', element: <JobsPage />, handle: { titleKey: 'page.jobs' } satisfies RouteHandle },
  { path: '/post-Job', element: <PostJobPage />, handle: { titleKey: 'page.postJob' } satisfies RouteHandle },
  {
    path: '/edit-job/:id',
    element: <EditJobPage />,
    handle: { titleKey: 'page.editJob' } satisfies RouteHandle,
  },
  {
    path: '/job-details/:id',
    element: <JobDetailPage />,
    handle: { titleKey: 'page.jobDetails' } satisfies RouteHandle,
  },
  {
    path: '/company-detail/:id',
    element: <CompanyDetailPage />,
    handle: { titleKey: 'page.companyDetail' } satisfies RouteHandle,
  },
];

import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { CompanyDetailPage } from './company-detail-page';
import { DashboardPage } from './dashboard-page';
import { JobDetailPage } from './job-detail-page';
import { JobsPage } from './jobs-page';
import { PostJobPage } from './post-job-page';

/**
 * The jobs feature's screens. Paths match case-insensitively, so /post-Job also
 * serves the Post Job button's /post-job, and /Jobs (after posting) is /jobs.
 */
export const jobsRoutes: RouteObject[] = [
  { path: '/', element: <DashboardPage />, handle: { titleKey: 'page.dashboard' } satisfies RouteHandle },
  { path: '/jobs', element: <JobsPage />, handle: { titleKey: 'page.jobs' } satisfies RouteHandle },
  { path: '/post-Job', element: <PostJobPage />, handle: { titleKey: 'page.postJob' } satisfies RouteHandle },
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

import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
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
  // Shown first after sign-in: its texts come with the frame's (vite.frame-messages.ts).
  titledRoute('/', <DashboardPage />, 'page.dashboard', { frameMessages: true }),
  titledRoute('/jobs', <JobsPage />, 'page.jobs'),
  titledRoute('/post-Job', <PostJobPage />, 'page.postJob'),
  titledRoute('/edit-job/:id', <EditJobPage />, 'page.editJob'),
  titledRoute('/job-details/:id', <JobDetailPage />, 'page.jobDetails'),
  titledRoute('/company-detail/:id', <CompanyDetailPage />, 'page.companyDetail'),
];

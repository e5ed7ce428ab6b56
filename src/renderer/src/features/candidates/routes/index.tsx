import { lazyPage } from '@renderer/lib/lazy-page';
import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const CandidateDetailPage = lazyPage(() => import('./candidate-detail-page'), 'CandidateDetailPage');
const CandidatesPage = lazyPage(() => import('./candidates-page'), 'CandidatesPage');

export const candidateRoutes: RouteObject[] = [
  {
    path: '/candidates',
    element: <CandidatesPage />,
    handle: { titleKey: 'page.candidates' } satisfies RouteHandle,
  },
  {
    path: '/candidate-detail/:id',
    element: <CandidateDetailPage />,
    handle: { titleKey: 'page.candidateDetail' } satisfies RouteHandle,
  },
];

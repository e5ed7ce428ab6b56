import type { RouteHandle } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';
import { CandidateDetailPage } from './candidate-detail-page';
import { CandidatesPage } from './candidates-page';

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

import { lazyPage } from '@renderer/lib/lazy-page';
import { titledRoute } from '@renderer/lib/route-handle';
import type { RouteObject } from 'react-router-dom';

// Each screen loads when its route is first shown (lib/lazy-page.tsx).
const CandidateDetailPage = lazyPage(() => import('./candidate-detail-page'), 'CandidateDetailPage');
const CandidatesPage = lazyPage(() => import('./candidates-page'), 'CandidatesPage');

export const candidateRoutes: RouteObject[] = [
  titledRoute('/candidates', <CandidatesPage />, 'page.candidates'),
  titledRoute('/candidate-detail/:id', <CandidateDetailPage />, 'page.candidateDetail'),
];

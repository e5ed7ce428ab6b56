import {
  type CandidateResponse,
  type CandidatesListResponse,
  listCandidatesQuery,
  userIdParams,
} from '@shared/api/candidates';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { say } from '../../http/language';
import type { CandidatesService } from './service';

/**
 * Everything under /candidates: the list employers browse and one candidate's profile. GET /user
 * and GET /user/:id still answer, as deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const candidatesRoutes: FastifyPluginAsync<{ service: CandidatesService }> = async (
  app,
  { service },
) => {
  app.get<{ Querystring: z.output<typeof listCandidatesQuery> }>(
    '/',
    { onRequest: app.requireRole('EMPLOYER'), schema: { querystring: listCandidatesQuery } },
    async (request) => {
      const data = await service.list(request.query);
      return { message: say(request, 'candidates.fetched'), data } satisfies CandidatesListResponse;
    },
  );

  app.get<{ Params: z.output<typeof userIdParams> }>(
    '/:id',
    { onRequest: app.requireRole('EMPLOYER'), schema: { params: userIdParams } },
    async (request) => {
      const data = await service.get(request.params.id);
      return { message: say(request, 'candidates.detail.fetched'), data } satisfies CandidateResponse;
    },
  );
};

import {
  candidateResponse,
  candidatesListResponse,
  listCandidatesQuery,
  userIdParams,
} from '@shared/api/candidates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { say } from '../../http/language';
import { keptServerTiming } from '../../http/server-timing';
import type { CandidatesService } from './service';

/**
 * Everything under /candidates: the list employers browse and one candidate's profile. GET /user
 * and GET /user/:id still answer, as deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const candidatesRoutes: FastifyPluginAsyncZod<{ service: CandidatesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/',
    {
      onRequest: app.requireRole('EMPLOYER', { listVersions: true }),
      schema: { querystring: listCandidatesQuery, response: { 200: candidatesListResponse } },
    },
    async (request, reply) => {
      const { kept, ...data } = await service.list(request.query, request.listVersions);
      reply.header('server-timing', keptServerTiming(kept));
      return { message: say(request, 'candidates.fetched'), data };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireRole('EMPLOYER'),
      schema: { params: userIdParams, response: { 200: candidateResponse } },
    },
    async (request) => {
      const data = await service.get(request.params.id);
      return { message: say(request, 'candidates.detail.fetched'), data };
    },
  );
};

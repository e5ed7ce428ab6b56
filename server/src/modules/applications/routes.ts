import {
  type ApplicationDetailResponse,
  type ApplicationsListResponse,
  type ApplyResponse,
  type UpdateStatusResponse,
  applicationIdParams,
  applyBody,
  internshipIdParams,
  listApplicationsQuery,
  updateStatusBody,
} from '@shared/api/applications';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { ApplicationsService } from './service';

/**
 * Everything under /applications. The paths it had under /internship still answer, as
 * deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const applicationsRoutes: FastifyPluginAsync<{ service: ApplicationsService }> = async (
  app,
  { service },
) => {
  app.post<{ Params: z.output<typeof internshipIdParams>; Body: z.output<typeof applyBody> }>(
    '/apply/:id',
    {
      onRequest: app.requireRole('CANDIDATE'),
      schema: { params: internshipIdParams, body: applyBody },
    },
    async (request, reply) => {
      const data = await service.apply(currentUser(request).id, request.params.id, request.body.cover_letter);
      return reply
        .status(201)
        .send({ message: say(request, 'applications.applied'), data } satisfies ApplyResponse);
    },
  );

  app.get<{ Querystring: z.output<typeof listApplicationsQuery> }>(
    '/',
    { onRequest: app.requireRole('EMPLOYER'), schema: { querystring: listApplicationsQuery } },
    async (request) => {
      const data = await service.list({ employerId: currentUser(request).id, ...request.query });
      return { message: say(request, 'applications.fetched'), data } satisfies ApplicationsListResponse;
    },
  );

  app.get<{ Params: z.output<typeof applicationIdParams> }>(
    '/:id',
    { onRequest: app.requireRole('EMPLOYER'), schema: { params: applicationIdParams } },
    async (request) => {
      const data = await service.detail(currentUser(request).id, request.params.id);
      return {
        message: say(request, 'applications.detail.fetched'),
        data,
      } satisfies ApplicationDetailResponse;
    },
  );

  app.put<{ Params: z.output<typeof applicationIdParams>; Body: z.output<typeof updateStatusBody> }>(
    '/:id/status',
    {
      onRequest: app.requireRole('EMPLOYER'),
      schema: { params: applicationIdParams, body: updateStatusBody },
    },
    async (request) => {
      const data = await service.changeStatus(
        currentUser(request).id,
        request.params.id,
        request.body.status,
      );
      return { message: say(request, 'applications.status.updated'), data } satisfies UpdateStatusResponse;
    },
  );
};

import {
  applicationDetailResponse,
  applicationIdParams,
  applicationsListResponse,
  applyBody,
  applyResponse,
  internshipIdParams,
  listApplicationsQuery,
  updateStatusBody,
  updateStatusResponse,
} from '@shared/api/applications';
import {
  bulkStatusBody,
  bulkStatusResponse,
  undoStatusBody,
  undoStatusResponse,
} from '@shared/api/bulk-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, currentUser, requiredCompanyOf } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { ApplicationsService } from './service';

/**
 * Everything under /applications. The paths it had under /internship still answer, as
 * deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{ service: ApplicationsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/apply/:id',
    {
      onRequest: app.requireRole('CANDIDATE'),
      schema: { params: internshipIdParams, body: applyBody, response: { 201: applyResponse } },
    },
    async (request, reply) => {
      const data = await service.apply(currentUser(request).id, request.params.id, request.body.cover_letter);
      return reply.status(201).send({ message: say(request, 'applications.applied'), data });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireCompanyAction('jobs.read'),
      schema: { querystring: listApplicationsQuery, response: { 200: applicationsListResponse } },
    },
    async (request) => {
      const data = await service.list({ companyId: companyOf(request)?.id, ...request.query });
      return { message: say(request, 'applications.fetched'), data };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireCompanyAction('jobs.read'),
      schema: { params: applicationIdParams, response: { 200: applicationDetailResponse } },
    },
    async (request) => {
      const data = await service.detail(companyOf(request)?.id, request.params.id);
      return { message: say(request, 'applications.detail.fetched'), data };
    },
  );

  app.put(
    '/:id/status',
    {
      onRequest: app.requireCompanyAction('applications.move'),
      schema: {
        params: applicationIdParams,
        body: updateStatusBody,
        response: { 200: updateStatusResponse },
      },
    },
    async (request) => {
      const data = await service.changeStatus(
        { id: currentUser(request).id, companyId: companyOf(request)?.id },
        request.params.id,
        request.body.status,
      );
      return { message: say(request, 'applications.status.updated'), data };
    },
  );

  // Issue 19: bulk moves and their undo (docs/product.md §10, Bulk moves and templates). The path,
  // POST /internship/applications/status, is a deprecated alias of the first.
  const mover = app.requireCompanyAction('applications.move', { companyRequired: true });
  const actor = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    companyId: requiredCompanyOf(request).id,
  });

  app.post(
    '/status',
    { onRequest: mover, schema: { body: bulkStatusBody, response: { 200: bulkStatusResponse } } },
    async (request) => {
      const data = await service.bulkChangeStatus(actor(request), request.body);
      return { message: say(request, 'bulk.moved', { count: data.moved.length }), data };
    },
  );

  app.post(
    '/status/undo',
    { onRequest: mover, schema: { body: undoStatusBody, response: { 200: undoStatusResponse } } },
    async (request) => {
      const data = await service.undoStatus(actor(request), request.body);
      return { message: say(request, 'bulk.undone', { count: data.restored.length }), data };
    },
  );
};

import {
  applicationDetailResponse,
  applicationIdParams,
  applicationsExportResponse,
  applicationsListResponse,
  applyBody,
  exportApplicationsQuery,
  applyResponse,
  internshipIdParams,
  listApplicationsQuery,
  updateStatusBody,
  updateStatusResponse,
} from '@shared/api/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, currentUser } from '../../http/auth-hooks';
import { attachmentDisposition } from '../../http/attachment';
import { requestLang, say } from '../../http/language';
import type { ApplicationsExport } from './export-csv';
import type { ApplicationsService } from './service';

/**
 * Everything under /applications. The paths it had under /internship still answer, as
 * deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  exporter: ApplicationsExport;
}> = async (app, { service, exporter }) => {
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

  // Whoever may read the applicants (viewers too, `jobs.read`) may take them away as a file: the
  // file holds nothing the list does not show (docs/product.md §10, "Exporting applications").
  app.get(
    '/export.csv',
    {
      onRequest: app.requireCompanyAction('jobs.read'),
      schema: {
        querystring: exportApplicationsQuery,
        produces: ['text/csv'],
        response: { 200: applicationsExportResponse },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exporter.open({
        companyId: companyOf(request)?.id,
        ...request.query,
        lang: requestLang(request),
      });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', attachmentDisposition(fileName));
      // The reply's type follows the declared text/csv schema (a string); the stream is that string.
      return reply.send(body as never);
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
};

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
import { CV_FIELD, cvDownloadName, cvFileQuery } from '@shared/api/cv';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import multipart from '@fastify/multipart';
import {
  bulkStatusBody,
  bulkStatusResponse,
  undoStatusBody,
  undoStatusResponse,
} from '@shared/api/bulk-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, currentUser, requiredCompanyOf } from '../../http/auth-hooks';
import { attachmentDisposition } from '../../http/attachment';
import { requestLang, say } from '../../http/language';
import { keptServerTiming } from '../../http/server-timing';
import { cvUploadsLimit } from '../../rate-limit/limits';
import { readForm, sendPdf } from '../uploads';
import type { ApplicationsExport } from './export-csv';
import { exportsLimit } from '../../rate-limit/limits';
import type { ApplicationsService } from './service';

/**
 * Everything under /applications. The paths it had under /internship still answer, as
 * deprecated aliases (src/shared/api/deprecated-paths.ts).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{
  service: ApplicationsService;
  exporter: ApplicationsExport;
}> = async (app, { service, exporter }) => {
  await app.register(multipart);

  app.post(
    '/apply/:id',
    {
      // A multipart apply may carry a 5 MB file: counted per account before the form is read.
      onRequest: [app.requireRole('CANDIDATE'), cvUploadsLimit(app.ctx.limits)],
      schema: {
        params: internshipIdParams,
        body: applyBody,
        description: `JSON ({ cover_letter }) or multipart/form-data with \`cover_letter\` and an optional \`${CV_FIELD}\` PDF (checked by its bytes, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB). Without a file, the candidate's profile CV at this moment is sent, if any.`,
        response: { 201: applyResponse },
      },
    },
    async (request, reply) => {
      // A multipart body is read here (the schema saw none) and checked with the same schema.
      const form = request.isMultipart() ? await readForm(request, [CV_FIELD]) : null;
      const body = form ? applyBody.parse(form.fields) : request.body;
      const data = await service.apply(
        currentUser(request).id,
        request.params.id,
        body.cover_letter,
        form?.file ?? null,
      );
      return reply.status(201).send({ message: say(request, 'applications.applied'), data });
    },
  );

  app.get(
    '/:id/cv',
    {
      // The company's members who may read applications, and the application's own candidate.
      onRequest: app.requireCompanyAction('jobs.read', { candidates: true }),
      schema: {
        params: applicationIdParams,
        querystring: cvFileQuery,
        description:
          'The CV sent with the application (application/pdf): inline, or as a download with `?download=1`. 404 for anyone but the company applied to and the candidate.',
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const { file, firstName, lastName } = await service.cvFile(
        { id: caller.id, role: caller.role, companyId: caller.company?.id },
        request.params.id,
      );
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return sendPdf(reply, file, cvDownloadName(firstName, lastName), disposition);
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireCompanyAction('jobs.read', { listVersions: true }),
      schema: { querystring: listApplicationsQuery, response: { 200: applicationsListResponse } },
    },
    async (request, reply) => {
      const { kept, ...data } = await service.list(
        { companyId: companyOf(request)?.id, ...request.query },
        request.listVersions,
      );
      if (kept) reply.header('server-timing', keptServerTiming(kept));
      return { message: say(request, 'applications.fetched'), data };
    },
  );

  // Whoever may read the applicants (viewers too, `jobs.read`) may take them away as a file: the
  // file holds nothing the list does not show (docs/product.md §10, "Exporting applications").
  app.get(
    '/export.csv',
    {
      onRequest: [app.requireCompanyAction('jobs.read'), exportsLimit(app.ctx.limits)],
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

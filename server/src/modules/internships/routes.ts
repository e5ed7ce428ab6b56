import { gzipSync } from 'node:zlib';
import { messageResponse } from '@shared/api/envelope';
import {
  applicationsCountQuery,
  applicationsCountResponse,
  companyInternshipsResponse,
  dailyApplicationsQuery,
  dailyApplicationsResponse,
  editInternshipBody,
  expireInternshipResponse,
  internshipChangeResponse,
  internshipIdParams,
  internshipResponse,
  jobCountResponse,
  jobHistoryResponse,
  listCompanyInternshipsQuery,
  postInternshipBody,
  postInternshipResponse,
  reopenInternshipBody,
} from '@shared/api/internships';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyOf, currentUser } from '../../http/auth-hooks';
import { acceptsGzip, ifNoneMatch } from '../../http/conditional';
import { requestLang, say } from '../../http/language';
import { sendPreserialised } from '../../http/preserialised';
import type { InternshipService } from './service';

/** What a change of one job names: the job, the member acting and their company. */
const jobChange = (request: FastifyRequest & { params: { id: string } }) =>
  [request.params.id, currentUser(request).id, companyOf(request)?.id] as const;

/**
 * Mounted under /internship, beside the applications module. Static paths (/company, /count,
 * /applications/count, /applications/daily) win over /:id in the router.
 */
export const internshipRoutes: FastifyPluginAsyncZod<{ service: InternshipService }> = async (
  app,
  { service },
) => {
  // Reading the company's jobs and counts: every member; changing them: roles with jobs.write.
  const reader = app.requireCompanyAction('jobs.read');
  const writer = app.requireCompanyAction('jobs.write');

  app.post(
    '/post',
    { onRequest: writer, schema: { body: postInternshipBody, response: { 201: postInternshipResponse } } },
    async (request, reply) => {
      const data = await service.post(currentUser(request).id, companyOf(request), request.body);
      const message = say(request, request.body.draft ? 'jobs.drafted' : 'jobs.post.success');
      return reply.status(201).send({ message, data });
    },
  );

  app.get(
    '/company',
    {
      onRequest: reader,
      schema: {
        querystring: listCompanyInternshipsQuery,
        response: {
          200: companyInternshipsResponse,
          304: z.undefined().describe('Not modified: the list named by If-None-Match is current.'),
        },
      },
    },
    async (request, reply) => {
      const callerId = companyOf(request)?.id;
      if (request.query.page !== undefined || request.query.perPage !== undefined) {
        const data = await service.listPage(callerId, request.query);
        return { message: say(request, 'jobs.fetched'), data };
      }
      // The whole list: kept serialised by the service; a client that has it already gets a 304.
      const list = await service.listAllSerialised(callerId, request.query);
      const lang = requestLang(request);
      // Weak: the plain and the gzip bodies are the same list, not the same bytes.
      const etag = `W/${list.etag.slice(0, -1)}-${lang}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Authorization, Accept-Language, Accept-Encoding');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      // Same shape as companyInternshipsResponse, built around the kept JSON (serialised through
      // the job schema once, by the service) instead of re-serialising it: a Buffer is sent as it is.
      const plain = (json: Buffer) =>
        Buffer.concat([
          Buffer.from(`{"message":${JSON.stringify(say(request, 'jobs.fetched'))},"data":{"internships":`),
          json,
          Buffer.from('}}'),
        ]);
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) {
        return sendPreserialised(reply, list.body(lang, plain));
      }
      // ~700 KB of JSON for 1,000 jobs is ~60 KB gzipped: compressed once, then reused.
      const gzipped = list.body(`${lang}.gz`, (json) => gzipSync(plain(json)));
      return sendPreserialised(reply.header('content-encoding', 'gzip'), gzipped);
    },
  );

  app.get(
    '/count',
    { onRequest: reader, schema: { response: { 200: jobCountResponse } } },
    async (request) => {
      const data = await service.summary(companyOf(request)?.id);
      return { message: say(request, 'jobs.countFetched'), data };
    },
  );

  app.get(
    '/applications/count',
    {
      onRequest: reader,
      schema: { querystring: applicationsCountQuery, response: { 200: applicationsCountResponse } },
    },
    async (request) => {
      const { internshipId, days } = request.query;
      const callerId = companyOf(request)?.id;
      if (days !== undefined && internshipId === undefined) {
        // The dashboard's one call for the total and the chart: the total is the series' sum
        // only over `days`, so count the total on its own.
        const [count, daily] = await Promise.all([
          service.countApplications(callerId),
          service.dailyApplications(callerId, days),
        ]);
        return { message: say(request, 'jobs.countFetched'), data: { count, days: daily.days } };
      }
      const count = await service.countApplications(callerId, internshipId);
      return { message: say(request, 'jobs.countFetched'), data: { count } };
    },
  );

  app.get(
    '/applications/daily',
    {
      onRequest: reader,
      schema: { querystring: dailyApplicationsQuery, response: { 200: dailyApplicationsResponse } },
    },
    async (request) => {
      const data = await service.dailyApplications(companyOf(request)?.id, request.query.days);
      return { message: say(request, 'jobs.countFetched'), data };
    },
  );

  app.patch(
    '/:id/expire',
    {
      onRequest: writer,
      schema: { params: internshipIdParams, response: { 200: expireInternshipResponse } },
    },
    async (request) => {
      const data = await service.expire(...jobChange(request));
      return { message: say(request, 'jobs.expired'), data };
    },
  );

  // Issue 19: edit, copy into a draft, publish a draft, reopen a closed job; the job's history.
  app.put(
    '/:id',
    {
      onRequest: writer,
      schema: {
        params: internshipIdParams,
        body: editInternshipBody,
        response: { 200: internshipChangeResponse },
      },
    },
    async (request) => {
      const data = await service.edit(...jobChange(request), request.body);
      return { message: say(request, 'jobs.edited'), data };
    },
  );

  app.post(
    '/:id/duplicate',
    {
      onRequest: writer,
      schema: { params: internshipIdParams, response: { 201: internshipChangeResponse } },
    },
    async (request, reply) => {
      const data = await service.duplicate(...jobChange(request));
      return reply.status(201).send({ message: say(request, 'jobs.duplicated'), data });
    },
  );

  app.post(
    '/:id/publish',
    {
      onRequest: writer,
      schema: { params: internshipIdParams, response: { 200: internshipChangeResponse } },
    },
    async (request) => {
      const data = await service.publish(...jobChange(request));
      return { message: say(request, 'jobs.published'), data };
    },
  );

  app.post(
    '/:id/reopen',
    {
      onRequest: writer,
      schema: {
        params: internshipIdParams,
        body: reopenInternshipBody,
        response: { 200: internshipChangeResponse },
      },
    },
    async (request) => {
      const data = await service.reopen(...jobChange(request), request.body.expiration_date);
      return { message: say(request, 'jobs.reopened'), data };
    },
  );

  app.get(
    '/:id/history',
    { onRequest: reader, schema: { params: internshipIdParams, response: { 200: jobHistoryResponse } } },
    async (request) => {
      const entries = await service.history(request.params.id, companyOf(request)?.id);
      return { message: say(request, 'jobs.historyFetched'), data: { entries } };
    },
  );

  app.delete(
    '/:id',
    { onRequest: writer, schema: { params: internshipIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(...jobChange(request));
      return { message: say(request, 'jobs.deleted') };
    },
  );

  // Any signed-in user may read a job (candidates apply to it).
  app.get(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: { params: internshipIdParams, response: { 200: internshipResponse } },
    },
    async (request) => {
      const data = await service.detail(request.params.id, currentUser(request).company?.id);
      return { message: say(request, 'jobs.fetched'), data };
    },
  );
};

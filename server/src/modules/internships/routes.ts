import { gzipSync } from 'node:zlib';
import {
  type CompanyInternshipsResponse,
  type ApplicationsCountResponse,
  type DailyApplicationsResponse,
  type ExpireInternshipResponse,
  type InternshipResponse,
  type JobCountResponse,
  type PostInternshipResponse,
  applicationsCountQuery,
  dailyApplicationsQuery,
  internshipIdParams,
  listCompanyInternshipsQuery,
  postInternshipBody,
} from '@shared/api/internships';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../http/auth-hooks';
import { acceptsGzip, ifNoneMatch } from '../../http/conditional';
import { requestLang, say } from '../../http/language';
import type { InternshipService } from './service';

type IdParams = { Params: z.output<typeof internshipIdParams> };

/**
 * Mounted under /internship, beside the applications module. Static paths (/company, /count,
 * /applications/count, /applications/daily) win over /:id in the router.
 */
export const internshipRoutes: FastifyPluginAsync<{ service: InternshipService }> = async (
  app,
  { service },
) => {
  const employer = app.requireRole('EMPLOYER');

  app.post<{ Body: z.output<typeof postInternshipBody> }>(
    '/post',
    { onRequest: employer, schema: { body: postInternshipBody } },
    async (request, reply) => {
      const data = await service.post(currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ message: say(request, 'jobs.post.success'), data } satisfies PostInternshipResponse);
    },
  );

  app.get<{ Querystring: z.output<typeof listCompanyInternshipsQuery> }>(
    '/company',
    { onRequest: employer, schema: { querystring: listCompanyInternshipsQuery } },
    async (request, reply) => {
      const callerId = currentUser(request).id;
      if (request.query.page !== undefined || request.query.perPage !== undefined) {
        const data = await service.listPage(callerId, request.query);
        return { message: say(request, 'jobs.fetched'), data } satisfies CompanyInternshipsResponse;
      }
      // The whole list: kept serialised by the service; a client that has it already gets a 304.
      const list = await service.listAllSerialised(callerId);
      const lang = requestLang(request);
      // Weak: the plain and the gzip bodies are the same list, not the same bytes.
      const etag = `W/${list.etag.slice(0, -1)}-${lang}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Authorization, Accept-Language, Accept-Encoding');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
      // Same shape as CompanyInternshipsResponse, built around the kept JSON instead of re-serialising it.
      const plain = (json: Buffer) =>
        Buffer.concat([
          Buffer.from(`{"message":${JSON.stringify(say(request, 'jobs.fetched'))},"data":{"internships":`),
          json,
          Buffer.from('}}'),
        ]);
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(list.body(lang, plain));
      // ~700 KB of JSON for 1,000 jobs is ~60 KB gzipped: compressed once, then reused.
      const gzipped = list.body(`${lang}.gz`, (json) => gzipSync(plain(json)));
      return reply.header('content-encoding', 'gzip').send(gzipped);
    },
  );

  app.get('/count', { onRequest: employer }, async (request) => {
    const data = await service.summary(currentUser(request).id);
    return { message: say(request, 'jobs.countFetched'), data } satisfies JobCountResponse;
  });

  app.get<{ Querystring: z.output<typeof applicationsCountQuery> }>(
    '/applications/count',
    { onRequest: employer, schema: { querystring: applicationsCountQuery } },
    async (request) => {
      const { internshipId, days } = request.query;
      const callerId = currentUser(request).id;
      if (days !== undefined && internshipId === undefined) {
        // The dashboard's one call for the total and the chart: the total is the series' sum
        // only over `days`, so count the total on its own.
        const [count, daily] = await Promise.all([
          service.countApplications(callerId),
          service.dailyApplications(callerId, days),
        ]);
        return {
          message: say(request, 'jobs.countFetched'),
          data: { count, days: daily.days },
        } satisfies ApplicationsCountResponse;
      }
      const count = await service.countApplications(callerId, internshipId);
      return {
        message: say(request, 'jobs.countFetched'),
        data: { count },
      } satisfies ApplicationsCountResponse;
    },
  );

  app.get<{ Querystring: z.output<typeof dailyApplicationsQuery> }>(
    '/applications/daily',
    { onRequest: employer, schema: { querystring: dailyApplicationsQuery } },
    async (request) => {
      const data = await service.dailyApplications(currentUser(request).id, request.query.days);
      return { message: say(request, 'jobs.countFetched'), data } satisfies DailyApplicationsResponse;
    },
  );

  app.patch<IdParams>(
    '/:id/expire',
    { onRequest: employer, schema: { params: internshipIdParams } },
    async (request) => {
      const data = await service.expire(request.params.id, currentUser(request).id);
      return { message: say(request, 'jobs.expired'), data } satisfies ExpireInternshipResponse;
    },
  );

  app.delete<IdParams>(
    '/:id',
    { onRequest: employer, schema: { params: internshipIdParams } },
    async (request) => {
      await service.remove(request.params.id, currentUser(request).id);
      return { message: say(request, 'jobs.deleted') };
    },
  );

  // Any signed-in user may read a job (candidates apply to it).
  app.get<IdParams>(
    '/:id',
    { onRequest: app.requireAuth, schema: { params: internshipIdParams } },
    async (request) => {
      const data = await service.detail(request.params.id, currentUser(request).id);
      return { message: say(request, 'jobs.fetched'), data } satisfies InternshipResponse;
    },
  );
};

import { applicationIdParams } from '@shared/api/applications';
import {
  cancelInterviewResponse,
  interviewBody,
  interviewIdParams,
  interviewResponse,
  interviewsQuery,
  interviewsResponse,
} from '@shared/api/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requiredCompanyOf } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { InterviewActor, InterviewsService } from './service';

type Options = { service: InterviewsService };

function actorOf(request: Parameters<typeof currentUser>[0]): InterviewActor {
  return { id: currentUser(request).id, companyId: requiredCompanyOf(request).id };
}

/**
 * An application's interviews, under /applications/{id}/interviews: the interviews module owns
 * these paths too (docs/architecture.md §3), the applications module knows nothing of them.
 * Scheduling needs the action recruiters have for moving applicants (`applications.move`).
 */
export const applicationInterviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.post(
    '/:id/interviews',
    {
      onRequest: app.requireCompanyAction('applications.move', { companyRequired: true }),
      schema: { params: applicationIdParams, body: interviewBody, response: { 201: interviewResponse } },
    },
    async (request, reply) => {
      const interview = await service.schedule(actorOf(request), request.params.id, request.body);
      return reply.status(201).send({ message: say(request, 'interviews.scheduled'), data: { interview } });
    },
  );

  app.get(
    '/:id/interviews',
    {
      onRequest: app.requireCompanyAction('jobs.read', { companyRequired: true }),
      schema: { params: applicationIdParams, response: { 200: interviewsResponse } },
    },
    async (request) => {
      const interviews = await service.listForApplication(actorOf(request), request.params.id);
      return { message: say(request, 'interviews.fetched'), data: { interviews } };
    },
  );
};

/** Everything under /interviews: the company's interviews in a range, one interview's edit and cancel. */
export const interviewsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/',
    {
      onRequest: app.requireCompanyAction('jobs.read', { companyRequired: true }),
      schema: { querystring: interviewsQuery, response: { 200: interviewsResponse } },
    },
    async (request) => {
      const interviews = await service.listRange(actorOf(request), request.query);
      return { message: say(request, 'interviews.fetched'), data: { interviews } };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireCompanyAction('applications.move', { companyRequired: true }),
      schema: { params: interviewIdParams, body: interviewBody, response: { 200: interviewResponse } },
    },
    async (request) => {
      const interview = await service.update(actorOf(request), request.params.id, request.body);
      return { message: say(request, 'interviews.updated'), data: { interview } };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireCompanyAction('applications.move', { companyRequired: true }),
      schema: { params: interviewIdParams, response: { 200: cancelInterviewResponse } },
    },
    async (request) => {
      await service.cancel(actorOf(request), request.params.id);
      return { message: say(request, 'interviews.cancelled') };
    },
  );
};

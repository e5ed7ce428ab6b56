import { messageResponse } from '@shared/api/envelope';
import { templateBody, templateIdParams, templateResponse, templatesResponse } from '@shared/api/templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requiredCompanyOf } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { TemplateWriter } from './templates-repository';
import type { TemplatesService } from './templates-service';

/** The caller as the activity log names them, with their company. */
const writerOf = (request: Parameters<typeof currentUser>[0]): TemplateWriter => ({
  companyId: requiredCompanyOf(request).id,
  actorId: currentUser(request).id,
});

/**
 * The company's message templates (issue 19), under /company/templates. Members who may move
 * applicants read them (they pick one when moving); owners and admins write them
 * (`templates.manage`, src/shared/team/permissions.ts).
 */
export const templatesRoutes: FastifyPluginAsyncZod<{ service: TemplatesService }> = async (
  app,
  { service },
) => {
  const reader = app.requireCompanyAction('applications.move', { companyRequired: true });
  const writer = app.requireCompanyAction('templates.manage', { companyRequired: true });

  app.get(
    '/templates',
    { onRequest: reader, schema: { response: { 200: templatesResponse } } },
    async (request) => {
      const templates = await service.list(requiredCompanyOf(request).id);
      return { message: say(request, 'templates.fetched'), data: { templates } };
    },
  );

  app.post(
    '/templates',
    { onRequest: writer, schema: { body: templateBody, response: { 201: templateResponse } } },
    async (request, reply) => {
      const template = await service.create(writerOf(request), request.body);
      return reply.status(201).send({ message: say(request, 'templates.created'), data: { template } });
    },
  );

  app.put(
    '/templates/:id',
    {
      onRequest: writer,
      schema: { params: templateIdParams, body: templateBody, response: { 200: templateResponse } },
    },
    async (request) => {
      const template = await service.update(writerOf(request), request.params.id, request.body);
      return { message: say(request, 'templates.updated'), data: { template } };
    },
  );

  app.delete(
    '/templates/:id',
    { onRequest: writer, schema: { params: templateIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(writerOf(request), request.params.id);
      return { message: say(request, 'templates.deleted') };
    },
  );
};

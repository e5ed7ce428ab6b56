import multipart from '@fastify/multipart';
import { companyInfoResponse } from '@shared/api/company';
import { companyDetailResponse, companyIdParams } from '@shared/api/internships';
import { COMPANY_LOGO_FIELD } from '@shared/api/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyOf, currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import { profileWritesLimit } from '../../rate-limit/limits';
import { readForm } from '../uploads';
import type { CompanyService } from './service';

/** Mounted under /company. Only employers have a company. */
export const companyRoutes: FastifyPluginAsyncZod<{ service: CompanyService }> = async (app, { service }) => {
  await app.register(multipart);

  // An employer without a company creates one here (the wizard); a member needs company.edit.
  const onRequest = [app.requireCompanyAction('company.edit'), profileWritesLimit(app.ctx.limits)];
  // A multipart form: the handler reads it and checks it with companyInfoBody (no body schema).
  const formDescription = 'multipart/form-data: the fields of companyInfoBody and an optional `logo` image.';
  app.post(
    '/add-info',
    { onRequest, schema: { description: formDescription, response: { 200: companyInfoResponse } } },
    async (request) => {
      const form = await readForm(request, [COMPANY_LOGO_FIELD]);
      const company_info = await service.saveInfo(
        { id: currentUser(request).id, companyId: companyOf(request)?.id },
        form,
      );
      return { message: say(request, 'profile.companyUpdated'), data: { company_info } };
    },
  );

  // A company's public page and its open jobs: any signed-in user (candidates browse companies).
  app.get(
    '/:id',
    {
      onRequest: app.requireAuth,
      schema: { params: companyIdParams, response: { 200: companyDetailResponse } },
    },
    async (request) => {
      const data = await service.page(request.params.id, currentUser(request).company?.id);
      return { message: say(request, 'jobs.fetched'), data };
    },
  );
};

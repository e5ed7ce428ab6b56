import multipart from '@fastify/multipart';
import { type CompanyDetailResponse, companyIdParams } from '@shared/api/internships';
import { COMPANY_LOGO_FIELD, type CompanyInfoResponse } from '@shared/api/profile';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import { profileWritesLimit } from '../../rate-limit/limits';
import { readForm } from '../uploads';
import type { CompanyService } from './service';

/** Mounted under /company. Only employers have a company. */
export const companyRoutes: FastifyPluginAsync<{ service: CompanyService }> = async (app, { service }) => {
  await app.register(multipart);

  const onRequest = [app.requireRole('EMPLOYER'), profileWritesLimit(app.ctx.limits)];
  app.post('/add-info', { onRequest }, async (request) => {
    const form = await readForm(request, [COMPANY_LOGO_FIELD]);
    const company_info = await service.saveInfo(currentUser(request).id, form);
    return {
      message: say(request, 'profile.companyUpdated'),
      data: { company_info },
    } satisfies CompanyInfoResponse;
  });

  // A company's public page and its open jobs: any signed-in user (candidates browse companies).
  app.get<{ Params: z.output<typeof companyIdParams> }>(
    '/:id',
    { onRequest: app.requireAuth, schema: { params: companyIdParams } },
    async (request) => {
      const data = await service.page(request.params.id, currentUser(request).id);
      return { message: say(request, 'jobs.fetched'), data } satisfies CompanyDetailResponse;
    },
  );
};

import multipart from '@fastify/multipart';
import { COMPANY_LOGO_FIELD, type CompanyInfoResponse } from '@shared/api/profile';
import type { FastifyPluginAsync } from 'fastify';
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
};

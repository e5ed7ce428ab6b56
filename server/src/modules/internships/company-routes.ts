import { type CompanyDetailResponse, companyIdParams } from '@shared/api/internships';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { InternshipService } from './service';

/**
 * GET /company/:id: a company's public information and its open jobs. Mounted under /company
 * in its own plugin, beside the company module's POST /company/add-info.
 */
export const companyDetailRoutes: FastifyPluginAsync<{ service: InternshipService }> = async (
  app,
  { service },
) => {
  app.get<{ Params: z.output<typeof companyIdParams> }>(
    '/:id',
    { onRequest: app.requireAuth, schema: { params: companyIdParams } },
    async (request) => {
      const data = await service.company(request.params.id, currentUser(request).id);
      return { message: say(request, 'jobs.fetched'), data } satisfies CompanyDetailResponse;
    },
  );
};

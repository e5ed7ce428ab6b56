import type { FastifyInstance } from 'fastify';
import { companyDetailRoutes } from './company-routes';
import { createInternshipRepository } from './repository';
import { internshipRoutes } from './routes';
import { createInternshipService } from './service';

/** Jobs: POST/GET/PATCH/DELETE under /internship, and the public GET /company/:id. */
export async function registerInternshipsModule(app: FastifyInstance): Promise<void> {
  const service = createInternshipService({
    repo: createInternshipRepository(app.ctx.db),
    clock: app.ctx.clock,
  });
  await app.register(internshipRoutes, { prefix: '/internship', service });
  await app.register(companyDetailRoutes, { prefix: '/company', service });
}

import type { FastifyInstance } from 'fastify';
import { announcerFor, createActivityLog } from '../company/activity-log';
import { createInternshipRepository } from './repository';
import { internshipRoutes } from './routes';
import { type InternshipService, createInternshipService } from './service';

/**
 * Jobs, under /internship. Returns the service, whose `activeJobsOfCompany` the composition root
 * (app.ts) hands to the company module for its public page: the company module never imports
 * this one, which imports the company module's `toCompanyInfo`.
 */
export async function registerInternshipsModule(app: FastifyInstance): Promise<InternshipService> {
  const service = createInternshipService({
    repo: createInternshipRepository(app.ctx.db),
    clock: app.ctx.clock,
    record: createActivityLog(app.ctx.db, announcerFor(app.io)).record,
  });
  await app.register(internshipRoutes, { prefix: '/internship', service });
  return service;
}

import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createApplicationsExport } from './export-csv';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';

export type { ApplyHooks };

/** `applyHooks` (from app.ts) write into the apply transaction: the new applicant's notification. */
export async function registerApplicationsModule(
  app: FastifyInstance,
  options: { applyHooks?: ApplyHooks } = {},
): Promise<void> {
  const repository = createApplicationsRepository(app.ctx.db);
  const service = createApplicationsService(
    repository,
    app.ctx.clock,
    options.applyHooks,
    announcerFor(app.io),
  );
  const exporter = createApplicationsExport(repository, app.ctx.clock);
  await app.register(applicationsRoutes, { prefix: '/applications', service, exporter });
}

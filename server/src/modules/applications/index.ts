import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createCvStore } from '../uploads';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';

export type { ApplyHooks };

/** `applyHooks` (from app.ts) write into the apply transaction: the new applicant's notification. */
export async function registerApplicationsModule(
  app: FastifyInstance,
  options: { applyHooks?: ApplyHooks } = {},
): Promise<void> {
  const service = createApplicationsService(
    createApplicationsRepository(app.ctx.db),
    app.ctx.clock,
    createCvStore(app.ctx.config.dataDir),
    options.applyHooks,
    announcerFor(app.io),
  );
  await app.register(applicationsRoutes, { prefix: '/applications', service });
}

import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
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
    options.applyHooks,
  );
  await app.register(applicationsRoutes, { prefix: '/applications', service });
}

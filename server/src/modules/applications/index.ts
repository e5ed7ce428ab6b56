import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createNotesRepository } from './notes-repository';
import { notesRoutes } from './notes-routes';
import { createNotesService } from './notes-service';
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
    announcerFor(app.io),
  );
  await app.register(applicationsRoutes, { prefix: '/applications', service });
  // Issue 19: notes and ratings, under the same prefix.
  const notes = createNotesService(createNotesRepository(app.ctx.db), app.ctx.clock);
  await app.register(notesRoutes, { prefix: '/applications', service: notes });
}

import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createCvStore } from '../uploads';
import { CV_SWEEP_EVERY_MS, sweepUnreferencedCvs } from './cv-sweep';
import { createTemplatesRepository } from '../company/templates-repository';
import { createTemplatesService } from '../company/templates-service';
import { createApplicationsExport } from './export-csv';
import { createNotesRepository } from './notes-repository';
import { notesRoutes } from './notes-routes';
import { createNotesService } from './notes-service';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';
import { type SendChat, createTemplateMessages } from './template-messages';

export type { ApplyHooks, SendChat };

/**
 * `applyHooks` (from app.ts) write into the apply transaction: the new applicant's notification.
 * CV files nothing points at any more are removed at start and every hour (cv-sweep.ts).
 * `sendChat` (the messages module's, from app.ts) sends issue 19's template messages in the chat.
 */
export async function registerApplicationsModule(
  app: FastifyInstance,
  options: { applyHooks?: ApplyHooks; sendChat?: SendChat } = {},
): Promise<void> {
  const repo = createApplicationsRepository(app.ctx.db);
  const cvs = createCvStore(app.ctx.config.dataDir);
  const service = createApplicationsService(
    repo,
    app.ctx.clock,
    cvs,
    options.applyHooks,
    announcerFor(app.io),
    {
      templates: createTemplatesService(createTemplatesRepository(app.ctx.db), app.ctx.clock),
      send: createTemplateMessages({
        repo,
        outbox: app.ctx.outbox,
        sendChat: options.sendChat ?? null,
        log: app.log,
      }),
    },
  );
  const exporter = createApplicationsExport(repo, app.ctx.clock);
  await app.register(applicationsRoutes, { prefix: '/applications', service, exporter });
  // Issue 19: notes and ratings, under the same prefix.
  const notes = createNotesService(createNotesRepository(app.ctx.db), app.ctx.clock, announcerFor(app.io));
  await app.register(notesRoutes, { prefix: '/applications', service: notes });

  const sweep = () => {
    // Wall-clock time, as the files' modification times are (not the app's clock).
    sweepUnreferencedCvs(repo, cvs, new Date()).catch((err) =>
      app.log.warn({ err }, 'applications: the CV sweep failed'),
    );
  };
  const timer = setInterval(sweep, CV_SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('preClose', async () => clearInterval(timer));
}

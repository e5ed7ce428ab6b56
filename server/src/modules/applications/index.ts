import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createCvStore } from '../uploads';
import { CV_SWEEP_EVERY_MS, sweepUnreferencedCvs } from './cv-sweep';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';

export type { ApplyHooks };

/**
 * `applyHooks` (from app.ts) write into the apply transaction: the new applicant's notification.
 * CV files nothing points at any more are removed at start and every hour (cv-sweep.ts).
 */
export async function registerApplicationsModule(
  app: FastifyInstance,
  options: { applyHooks?: ApplyHooks } = {},
): Promise<void> {
  const repo = createApplicationsRepository(app.ctx.db);
  const cvs = createCvStore(app.ctx.config.dataDir);
  const service = createApplicationsService(
    repo,
    app.ctx.clock,
    cvs,
    options.applyHooks,
    announcerFor(app.io),
  );
  await app.register(applicationsRoutes, { prefix: '/applications', service });

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

import type { FastifyInstance } from 'fastify';
import { announcerFor } from '../company/activity-log';
import { createInterviewsRepository } from './repository';
import { applicationInterviewsRoutes, interviewsRoutes } from './routes';
import { createInterviewsService } from './service';

/**
 * Interviews (issue 19): /interviews and /applications/{id}/interviews. Invitations go by email
 * with an .ics file; the reminder an hour before is the notifications module's sweep, which
 * reads the interviews table with its own query (docs/architecture.md §3).
 */
export async function registerInterviewsModule(app: FastifyInstance): Promise<void> {
  const { db, clock, outbox, config } = app.ctx;
  const service = createInterviewsService({
    repo: createInterviewsRepository(db),
    clock,
    outbox,
    mailFrom: config.mailFrom,
    announce: announcerFor(app.io),
    log: app.log,
  });
  await app.register(applicationInterviewsRoutes, { prefix: '/applications', service });
  await app.register(interviewsRoutes, { prefix: '/interviews', service });
}

import { companyChatRoom, personalRoom } from '@shared/realtime/events';
import { can } from '@shared/team/permissions';
import type { FastifyInstance } from 'fastify';
import { createCompanyRepository } from './repository';
import { announcerFor, createActivityLog } from './activity-log';
import { companyRoutes } from './routes';
import { createTeamRepository } from './team-repository';
import { createTemplatesRepository } from './templates-repository';
import { templatesRoutes } from './templates-routes';
import { createTemplatesService } from './templates-service';
import { teamRoutes } from './team-routes';
import { createTeamService } from './team-service';
import { type CompanyJobsSource, createCompanyService } from './service';

/**
 * Everything under /company: the company's info and public page, and its team (issue 18). The public page lists the company's open jobs, which the jobs
 * module owns: app.ts passes them in as `activeJobsOf`, so this module imports nothing of it.
 */
export async function registerCompanyModule(
  app: FastifyInstance,
  { activeJobsOf }: { activeJobsOf: CompanyJobsSource },
): Promise<void> {
  const activity = createActivityLog(app.ctx.db, announcerFor(app.io));
  const service = createCompanyService({
    companies: createCompanyRepository(app.ctx.db),
    store: app.ctx.uploads,
    activeJobsOf,
    record: activity.record,
  });
  const team = createTeamService({
    team: createTeamRepository(app.ctx.db),
    activity,
    mailer: app.ctx.mailer,
    clock: app.ctx.clock,
    limits: app.ctx.limits,
    webUrl: app.ctx.config.webUrl,
    endSessions: (userId) => app.ctx.sessions.endAll(userId),
    // The company's chat room is for roles with chat.use: a downgrade leaves it at once, not at
    // the socket's next token re-check.
    // With the Redis adapter socketsJoin/Leave only publish a request that every instance, this
    // one included, applies when it comes back from Redis; this instance's sockets are moved at
    // once first, so a message sent right after the answer already follows the new role here.
    roleChanged: (userId, companyId, role) => {
      const room = companyChatRoom(companyId);
      for (const sockets of [app.io.local.in(personalRoom(userId)), app.io.in(personalRoom(userId))]) {
        if (can(role, 'chat.use')) sockets.socketsJoin(room);
        else sockets.socketsLeave(room);
      }
    },
  });
  await app.register(companyRoutes, { prefix: '/company', service });
  // Teams (issue 18) share the prefix: members, invitations, ownership, activity.
  await app.register(teamRoutes, { prefix: '/company', service: team });
  // Message templates (issue 19) too; the applications module sends them with a status change.
  const templates = createTemplatesService(
    createTemplatesRepository(app.ctx.db),
    app.ctx.clock,
    announcerFor(app.io),
  );
  await app.register(templatesRoutes, { prefix: '/company', service: templates });
}

import type { FastifyInstance } from 'fastify';
import { type ApplyHooks, createApplicationsRepository } from './repository';
import { announcerFor } from '../company/activity-log';
import { createTemplatesRepository } from '../company/templates-repository';
import { createTemplatesService } from '../company/templates-service';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';
import { type SendChat, createTemplateMessages } from './template-messages';

export type { ApplyHooks, SendChat };

/**
 * `applyHooks` (from app.ts) write into the apply transaction: the new applicant's notification.
 * `sendChat` (the messages module's, from app.ts) sends issue 19's template messages in the chat.
 */
export async function registerApplicationsModule(
  app: FastifyInstance,
  options: { applyHooks?: ApplyHooks; sendChat?: SendChat } = {},
): Promise<void> {
  const repo = createApplicationsRepository(app.ctx.db);
  const service = createApplicationsService(repo, app.ctx.clock, options.applyHooks, announcerFor(app.io), {
    templates: createTemplatesService(createTemplatesRepository(app.ctx.db), app.ctx.clock),
    send: createTemplateMessages({
      repo,
      mailer: app.ctx.mailer,
      sendChat: options.sendChat ?? null,
      log: app.log,
    }),
  });
  await app.register(applicationsRoutes, { prefix: '/applications', service });
}

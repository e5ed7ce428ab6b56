import type { FastifyInstance } from 'fastify';
import { registerChatEvents } from './socket-events';
import { createMessagesRepository } from './repository';
import { messagesRoutes } from './routes';
import { createMessagesService } from './service';

/** Chat: HTTP history and conversations under /messages, and the Socket.IO chat events. */
export async function registerMessagesModule(app: FastifyInstance): Promise<void> {
  const chat = createMessagesService(createMessagesRepository(app.ctx.db));
  registerChatEvents(app.io, chat, app.log, app.ctx.clock);
  await app.register(messagesRoutes, { prefix: '/messages', chat });
}

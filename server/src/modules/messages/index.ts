import { companyChatRoom, personalRoom } from '@shared/realtime/events';
import type { FastifyInstance } from 'fastify';
import { batchesInFlight } from './message-batcher';
import { registerChatEvents } from './socket-events';
import { createMessagesRepository } from './repository';
import { messagesRoutes } from './routes';
import { createMessagesService } from './service';

/** Chat: HTTP history and conversations under /messages, and the Socket.IO chat events. */
export async function registerMessagesModule(
  app: FastifyInstance,
): Promise<{ sendAsCompany: SendAsCompany }> {
  const batch = { maxInFlight: batchesInFlight(app.ctx.dbConnections) };
  const chat = createMessagesService(createMessagesRepository(app.ctx.db, { batch }));
  registerChatEvents(app.io, chat, app.log, app.ctx.clock);
  await app.register(messagesRoutes, { prefix: '/messages', chat });
  return {
    // Stored, then delivered to both sides as a typed message is (socket-events.ts).
    async sendAsCompany(member, candidateId, message) {
      const sent = await chat.sendAsCompany(member, candidateId, message);
      if (!sent) return false;
      app.io.to(companyChatRoom(member.companyId)).emit('receiveMessage', sent.forCompany);
      app.io.to(personalRoom(candidateId)).emit('receiveMessage', sent.forCandidate);
      return true;
    },
  };
}

/** A message from a member to a candidate, sent by the server (issue 19's templates); false: not stored. */
export type SendAsCompany = (
  member: { id: string; companyId: string },
  candidateId: string,
  message: string,
) => Promise<boolean>;

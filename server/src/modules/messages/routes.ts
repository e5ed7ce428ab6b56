import {
  type ConversationsResponse,
  type HistoryResponse,
  type MarkReadResponse,
  historyParams,
  historyQuery,
  otherUserParams,
} from '@shared/api/messages';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { MessagesService } from './service';

/** Mounted under /messages: history (docs/product.md §7), the conversations list and "mark read". */
export const messagesRoutes: FastifyPluginAsync<{ chat: MessagesService }> = async (app, { chat }) => {
  app.get<{ Reply: ConversationsResponse }>(
    '/conversations',
    { onRequest: app.requireAuth },
    async (request) => {
      const data = await chat.conversations(currentUser(request));
      return { message: say(request, 'chat.conversations.loaded'), data };
    },
  );

  app.get<{ Params: z.output<typeof historyParams>; Querystring: z.output<typeof historyQuery> }>(
    '/:senderId/:receiverId',
    { onRequest: app.requireAuth, schema: { params: historyParams, querystring: historyQuery } },
    async (request) => {
      const { senderId, receiverId } = request.params;
      const data = await chat.history(currentUser(request), senderId, receiverId, request.query);
      return { message: say(request, 'chat.history.loaded'), data } satisfies HistoryResponse;
    },
  );

  app.post<{ Params: z.output<typeof otherUserParams> }>(
    '/:userId/read',
    { onRequest: app.requireAuth, schema: { params: otherUserParams } },
    async (request) => {
      const read = await chat.markRead(currentUser(request), request.params.userId);
      return { message: say(request, 'chat.read.done'), data: { read } } satisfies MarkReadResponse;
    },
  );
};

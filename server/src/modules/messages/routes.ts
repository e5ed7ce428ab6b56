import {
  conversationsResponse,
  historyParams,
  historyQuery,
  historyResponse,
  markReadResponse,
  otherUserParams,
} from '@shared/api/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import type { MessagesService } from './service';

/** Mounted under /messages: history (docs/product.md §7), the conversations list and "mark read". */
export const messagesRoutes: FastifyPluginAsyncZod<{ chat: MessagesService }> = async (app, { chat }) => {
  app.get(
    '/conversations',
    { onRequest: app.requireAuth, schema: { response: { 200: conversationsResponse } } },
    async (request) => {
      const data = await chat.conversations(currentUser(request));
      return { message: say(request, 'chat.conversations.loaded'), data };
    },
  );

  app.get(
    '/:senderId/:receiverId',
    {
      onRequest: app.requireAuth,
      schema: { params: historyParams, querystring: historyQuery, response: { 200: historyResponse } },
    },
    async (request) => {
      const { senderId, receiverId } = request.params;
      const data = await chat.history(currentUser(request), senderId, receiverId, request.query);
      return { message: say(request, 'chat.history.loaded'), data };
    },
  );

  app.post(
    '/:userId/read',
    { onRequest: app.requireAuth, schema: { params: otherUserParams, response: { 200: markReadResponse } } },
    async (request) => {
      const read = await chat.markRead(currentUser(request), request.params.userId);
      return { message: say(request, 'chat.read.done'), data: { read } };
    },
  );
};

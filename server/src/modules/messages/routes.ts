import {
  conversationsResponse,
  historyParams,
  historyQuery,
  historyResponse,
  markReadResponse,
  otherUserParams,
} from '@shared/api/messages';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import { type MessagesService, chatRefusalFor } from './service';

/** Mounted under /messages: history (docs/product.md §7), the conversations list and "mark read". */
export const messagesRoutes: FastifyPluginAsyncZod<{ chat: MessagesService }> = async (app, { chat }) => {
  /**
   * Authenticated, and allowed to chat (issue 18): a candidate, or a member of a company whose
   * role has 'chat.use'; a viewer or an employer without a company is refused with 403.
   */
  const requireChat: onRequestAsyncHookHandler = async function requireChat(request, reply) {
    await app.requireAuth.call(app, request, reply);
    const refusal = chatRefusalFor(currentUser(request));
    if (refusal) throw new AppError(403, 'FORBIDDEN', refusal);
  };

  app.get(
    '/conversations',
    { onRequest: requireChat, schema: { response: { 200: conversationsResponse } } },
    async (request) => {
      const data = await chat.conversations(currentUser(request));
      return { message: say(request, 'chat.conversations.loaded'), data };
    },
  );

  app.get(
    '/:senderId/:receiverId',
    {
      onRequest: requireChat,
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
    { onRequest: requireChat, schema: { params: otherUserParams, response: { 200: markReadResponse } } },
    async (request) => {
      const read = await chat.markRead(currentUser(request), request.params.userId);
      return { message: say(request, 'chat.read.done'), data: { read } };
    },
  );
};

import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import type { MessageKey } from '@shared/i18n';
import { translate } from '@shared/i18n';
import { personalRoom, roomName } from '@shared/realtime/events';
import type { FastifyBaseLogger } from 'fastify';
import { ChatRefusal, type MessagesService } from '../modules/messages/service';
import type { SocketServer } from './socket-server';

/**
 * The chat's socket events (spec §4, §7). Every socket joins its user's personal room, so
 * unread counts and notifications reach a user who has no conversation open. Events of one
 * socket run one after another: a burst of sends is stored and delivered in the order sent.
 */
export function registerChatEvents(io: SocketServer, chat: MessagesService, log: FastifyBaseLogger): void {
  io.on('connection', (socket) => {
    const { user } = socket.data;
    void socket.join(personalRoom(user.id));

    let tail: Promise<unknown> = Promise.resolve();
    const inOrder = (task: () => Promise<void>) => {
      tail = tail.then(task, task);
    };

    const reason = (error: unknown, action: string, detail: Record<string, unknown>): string => {
      let key: MessageKey = 'errors.internal';
      if (error instanceof ChatRefusal) {
        key = error.key;
        log.warn({ userId: user.id, ...detail, refused: key }, `chat: ${action} refused`);
      } else {
        log.error({ err: error, userId: user.id, ...detail }, `chat: ${action} failed`);
      }
      return translate(socket.data.lang, key, MESSAGE_DEFAULT_PARAMS[key]);
    };

    socket.on('joinRoom', (room, ack) => {
      inOrder(async () => {
        try {
          await chat.authoriseRoom(user, room);
          await socket.join(room);
          if (typeof ack === 'function') ack({ ok: true });
        } catch (error) {
          const text = reason(error, 'joinRoom', { room: String(room).slice(0, 100) });
          if (typeof ack === 'function') ack({ error: text });
        }
      });
    });

    socket.on('leaveRoom', (room) => {
      // The personal room stays: it carries notifications while no conversation is open.
      if (typeof room === 'string' && room !== personalRoom(user.id)) void socket.leave(room);
    });

    socket.on('sendMessage', (payload, ack) => {
      inOrder(async () => {
        try {
          // Stored first; only a stored message is delivered or acknowledged.
          const { message } = await chat.send(user, payload);
          io.to([
            roomName(message.senderId, message.receiverId),
            personalRoom(message.receiverId),
            personalRoom(message.senderId),
          ]).emit('receiveMessage', message);
          if (typeof ack === 'function') ack({ message });
        } catch (error) {
          const text = reason(error, 'sendMessage', {});
          if (typeof ack === 'function') ack({ error: text });
        }
      });
    });
  });
}

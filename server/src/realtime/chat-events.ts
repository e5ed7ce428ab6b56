import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { CHAT_SEND_BURST, CHAT_SEND_REFILL_PER_SECOND } from '@shared/constants';
import type { MessageKey } from '@shared/i18n';
import { translate } from '@shared/i18n';
import { personalRoom, roomName } from '@shared/realtime/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { ChatRefusal, type MessagesService } from '../modules/messages/service';
import { createSendRateLimit } from './send-rate-limit';
import type { SocketServer } from './socket-server';

/**
 * The chat's socket events (spec §4, §7). Every socket is in its user's personal room (joined
 * at connection by session-guard.ts), so unread counts and notifications reach a user who has
 * no conversation open. Events of one socket run one after another: a burst of sends is stored
 * and delivered in the order sent. Sends per socket are rate limited (CHAT_SEND_BURST).
 */
export function registerChatEvents(
  io: SocketServer,
  chat: MessagesService,
  log: FastifyBaseLogger,
  clock: Clock,
): void {
  io.on('connection', (socket) => {
    const { user } = socket.data;
    const sendLimit = createSendRateLimit({
      capacity: CHAT_SEND_BURST,
      refillPerSecond: CHAT_SEND_REFILL_PER_SECOND,
      now: () => clock.now().getTime(),
      onBurstRefused: () =>
        log.warn({ userId: user.id, socketId: socket.id }, 'chat: sendMessage rate limited'),
    });

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
      // Counted when it arrives, refused before any work: a flood costs no database time.
      if (!sendLimit.allow()) {
        if (typeof ack === 'function') ack({ error: translate(socket.data.lang, 'chat.tooFast') });
        return;
      }
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

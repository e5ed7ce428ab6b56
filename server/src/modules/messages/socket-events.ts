import { MESSAGE_DEFAULT_PARAMS } from '@shared/api/errors';
import { CHAT_SEND_BURST, CHAT_SEND_REFILL_PER_SECOND } from '@shared/constants';
import type { MessageKey } from '@shared/i18n';
import { translate } from '@shared/i18n';
import { companyChatRoom, personalRoom, roomSchema } from '@shared/realtime/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { SocketServer } from '../../realtime/socket-types';
import { createSendRateLimit } from './send-rate-limit';
import { ChatRefusal, type MessagesService, chatRefusalFor } from './service';

/**
 * The chat's socket events (docs/product.md §4, §7). Every socket is in its user's personal room (joined
 * at connection by session-guard.ts), so unread counts and notifications reach a user who has
 * no conversation open. Events of one socket run one after another: a burst of sends is stored
 * and delivered in the order sent. Sends per socket are rate limited (CHAT_SEND_BURST).
 *
 * Issue 18: a conversation is between a candidate and a company. The sockets of members allowed
 * to chat are in the company's chat room (companyChatRoom), which receives the company's side of
 * every message (who wrote it, with their name); the candidate's personal room receives the
 * candidate's side (the company as the other party). Conversation rooms (joinRoom) receive
 * nothing any more: joining is still answered, for apps in the field that join before they read.
 */
export function registerChatEvents(
  io: SocketServer,
  chat: MessagesService,
  log: FastifyBaseLogger,
  clock: Clock,
): void {
  io.on('connection', (socket) => {
    /** The caller as last checked: session-guard.ts refreshes it (a new role, a removed company). */
    const caller = () => socket.data.user;
    const user = caller();
    let chatRoom: string | null = null;
    /** In the company's chat room exactly while the caller's current role may chat. */
    const followChatRoom = () => {
      const { company } = caller();
      const wanted = company && !chatRefusalFor(caller()) ? companyChatRoom(company.id) : null;
      if (wanted === chatRoom) return;
      if (chatRoom) void socket.leave(chatRoom);
      if (wanted) void socket.join(wanted);
      chatRoom = wanted;
    };
    followChatRoom();
    const sendLimit = createSendRateLimit({
      capacity: CHAT_SEND_BURST,
      refillPerSecond: CHAT_SEND_REFILL_PER_SECOND,
      now: () => clock.now().getTime(),
      onBurstRefused: () =>
        log.warn({ userId: user.id, socketId: socket.id }, 'chat: sendMessage rate limited'),
    });

    // Events of one socket run one after another. A task can never break the chain: whatever it
    // throws is caught here and logged, so no payload can leave a rejected promise behind (which
    // would end the process) or wedge the queue for the socket's later events.
    let tail: Promise<void> = Promise.resolve();
    const inOrder = (event: string, task: () => Promise<void>) => {
      tail = tail.then(task).catch((err: unknown) => {
        log.error({ err, userId: user.id, event }, 'chat: socket event failed');
      });
    };

    const reason = (error: unknown, action: string): string => {
      let key: MessageKey = 'errors.internal';
      if (error instanceof ChatRefusal) {
        key = error.key;
        log.warn({ userId: user.id, refused: key }, `chat: ${action} refused`);
      } else {
        log.error({ err: error, userId: user.id }, `chat: ${action} failed`);
      }
      return translate(socket.data.lang, key, MESSAGE_DEFAULT_PARAMS[key]);
    };

    /** Acks are optional and untrusted: only a function is ever called, and only once. */
    const answer = <T>(ack: unknown, result: T) => {
      if (typeof ack === 'function') ack(result);
    };

    /**
     * Socket.IO passes the ack as the LAST argument, wherever that is: an event sent with no
     * payload gets the ack in the payload's place. Taking it from the end means a malformed call
     * is still answered (with a refusal) instead of leaving the client waiting for a timeout.
     */
    const split = (args: unknown[]): [payload: unknown, ack: unknown] => {
      const last = args.at(-1);
      if (typeof last !== 'function') return [args[0], undefined];
      return [args.length > 1 ? args[0] : undefined, last];
    };

    socket.on('joinRoom', (...args: unknown[]) => {
      const [room, ack] = split(args);
      inOrder('joinRoom', async () => {
        try {
          const parsed = roomSchema.safeParse(room);
          if (!parsed.success) throw new ChatRefusal('chat.roomRefused');
          followChatRoom();
          await chat.authoriseRoom(caller(), parsed.data);
          await socket.join(parsed.data);
          answer(ack, { ok: true });
        } catch (error) {
          answer(ack, { error: reason(error, 'joinRoom') });
        }
      });
    });

    socket.on('leaveRoom', (room: unknown) => {
      // The personal room stays: it carries notifications while no conversation is open.
      const parsed = roomSchema.safeParse(room);
      if (parsed.success && parsed.data !== personalRoom(user.id) && parsed.data !== chatRoom)
        void socket.leave(parsed.data);
    });

    socket.on('sendMessage', (...args: unknown[]) => {
      const [payload, ack] = split(args);
      // Counted when it arrives, refused before any work: a flood costs no database time.
      if (!sendLimit.allow()) {
        answer(ack, { error: translate(socket.data.lang, 'chat.tooFast') });
        return;
      }
      inOrder('sendMessage', async () => {
        try {
          // Validated by the shared schema inside send(); stored first, and only a stored
          // message is delivered or acknowledged.
          followChatRoom();
          const { conversation, forCompany, forCandidate } = await chat.send(caller(), payload);
          io.to(companyChatRoom(conversation.companyId)).emit('receiveMessage', forCompany);
          io.to(personalRoom(conversation.candidateId)).emit('receiveMessage', forCandidate);
          answer(ack, { message: conversation.side === 'company' ? forCompany : forCandidate });
        } catch (error) {
          answer(ack, { error: reason(error, 'sendMessage') });
        }
      });
    });
  });
}

import type { ChatMessage, SendMessageAck, SendMessagePayload } from '@shared/realtime/events';
import type { ChatSocket } from '../lib/chat-connection';

type Handler = (...args: never[]) => void;

/**
 * A stand-in for the Socket.IO client in unit tests: records what is emitted, answers sends
 * like the server (or refuses with `refuseWith`), and lets the test connect/disconnect it.
 */
export function createFakeSocket() {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: Array<{ event: string; args: unknown[] }> = [];
  const state = {
    connected: false,
    refuseWith: null as string | null,
    stored: [] as ChatMessage[],
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  };
  const answer = (payload: SendMessagePayload): SendMessageAck => {
    if (state.refuseWith) return { error: state.refuseWith };
    const message: ChatMessage = {
      id: `srv-${state.stored.length + 1}`,
      clientId: payload.clientId ?? 'none',
      senderId: payload.senderId,
      receiverId: payload.receiverId,
      message: payload.message.trim(),
      timestamp: new Date(Date.now() + state.stored.length).toISOString(),
      readAt: null,
    };
    state.stored.push(message);
    return { message };
  };
  const socket = {
    get connected() {
      return state.connected;
    },
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return socket;
    },
    emit(event: string, ...args: unknown[]) {
      emitted.push({ event, args });
      const ack = args.at(-1);
      if (event === 'joinRoom' && typeof ack === 'function') ack({ ok: true });
      return socket;
    },
    timeout() {
      return {
        emitWithAck: async (event: string, payload: SendMessagePayload) => {
          emitted.push({ event, args: [payload] });
          if (!state.connected) throw new Error('operation has timed out');
          return answer(payload);
        },
      };
    },
    removeAllListeners() {
      handlers.clear();
      return socket;
    },
    disconnect() {
      state.connected = false;
      return socket;
    },
  };
  return {
    socket: socket as unknown as ChatSocket,
    emitted,
    state,
    connect() {
      state.connected = true;
      fire('connect');
    },
    drop() {
      state.connected = false;
      fire('disconnect', 'transport close');
    },
    /** The handshake refused, as the server does it: an Error with `data.code`. */
    refuse(code: string) {
      fire('connect_error', Object.assign(new Error(code), { data: { code } }));
    },
    deliver(message: ChatMessage) {
      fire('receiveMessage', message);
    },
    /** The server's `paymentUpdated` to this user's personal room (any payload: sockets are input). */
    paymentUpdated(order: unknown) {
      fire('paymentUpdated', order);
    },
  };
}

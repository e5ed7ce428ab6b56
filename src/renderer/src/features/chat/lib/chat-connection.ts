import type {
  ChatMessage,
  ClientToServerEvents,
  SendMessagePayload,
  ServerToClientEvents,
} from '@shared/realtime/events';
import type { Socket } from 'socket.io-client';
import { Outbox, type OutboxOptions } from './outbox';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long a send may wait for its ack before it counts as lost (and is sent again). */
export const SEND_ACK_TIMEOUT_MS = 10_000;

type Listener<T> = (value: T) => void;

export function newClientId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The one chat connection of a signed-in session: it keeps the rooms it was asked to join
 * (joined again after every reconnect), delivers receiveMessage to listeners and sends through
 * the outbox, so nothing written offline is lost or sent twice. Given the user's outbox
 * storage, what an earlier run left unsent goes first (see `outbox.restored`).
 */
/** Adds `listener` to `listeners`; the returned function takes it out again. */
function subscribe<L>(listeners: Set<L>, listener: L): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class ChatConnection {
  private readonly rooms = new Set<string>();
  private readonly messageListeners = new Set<Listener<ChatMessage>>();
  private readonly statusListeners = new Set<Listener<boolean>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly refusedListeners = new Set<() => void>();
  private readonly paymentListeners = new Set<Listener<unknown>>();
  private readonly notificationListeners = new Set<Listener<unknown>>();
  private readonly companyActivityListeners = new Set<Listener<unknown>>();
  private everConnected = false;
  readonly outbox: Outbox;

  constructor(
    private readonly socket: ChatSocket,
    /** The user's outbox storage and language (none: in memory, English). */
    outbox: Pick<OutboxOptions, 'storage' | 'lang'> = {},
  ) {
    this.outbox = new Outbox(
      (payload) => this.socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('sendMessage', payload),
      () => this.socket.connected,
      outbox,
    );
    socket.on('connect', () => {
      for (const room of this.rooms) this.emitJoin(room);
      for (const listener of this.statusListeners) listener(true);
      if (this.everConnected) for (const listener of this.reconnectListeners) listener();
      this.everConnected = true;
      void this.outbox.flush();
    });
    socket.on('disconnect', (reason) => {
      for (const listener of this.statusListeners) listener(false);
      // A server that sends people away on purpose does not get automatic reconnection
      // (Socket.IO's rule); a chat that must not lose messages asks again.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error) => {
      console.error('chat connection failed:', error.message);
      // The server refused the token (e.g. the password was changed on another device).
      // Socket.IO does not retry such a refusal; the session's owner decides what it means.
      const code = (error as Error & { data?: { code?: unknown } }).data?.code;
      if (code === 'UNAUTHORIZED') for (const listener of this.refusedListeners) listener();
    });
    socket.on('receiveMessage', (message) => {
      for (const listener of this.messageListeners) listener(message);
    });
    // Not the chat's, but this is the session's one socket (lib/payment-updates.ts takes it on).
    socket.on('paymentUpdated', (order) => {
      for (const listener of this.paymentListeners) listener(order);
    });
    // Likewise the bell's (lib/notification-updates.ts takes it on).
    socket.on('notification', (event) => {
      for (const listener of this.notificationListeners) listener(event);
    });
    // And a colleague's change in the company (lib/company-activity.ts takes it on).
    socket.on('companyActivity', (event) => {
      for (const listener of this.companyActivityListeners) listener(event);
    });
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  private emitJoin(room: string): void {
    this.socket.emit('joinRoom', room, (result) => {
      if ('error' in result) console.error(`joinRoom ${room} refused: ${result.error}`);
    });
  }

  join(room: string): void {
    this.rooms.add(room);
    if (this.socket.connected) this.emitJoin(room);
  }

  leave(room: string): void {
    if (!this.rooms.delete(room)) return;
    if (this.socket.connected) this.socket.emit('leaveRoom', room);
  }

  /** Queues the message; resolves with the stored copy, rejects with ChatSendError if refused. */
  send(payload: Omit<SendMessagePayload, 'clientId'> & { clientId?: string }): Promise<ChatMessage> {
    const clientId = payload.clientId ?? newClientId();
    return this.outbox.add({ ...payload, clientId });
  }

  onMessage(listener: Listener<ChatMessage>): () => void {
    return subscribe(this.messageListeners, listener);
  }

  onStatus(listener: Listener<boolean>): () => void {
    return subscribe(this.statusListeners, listener);
  }

  /** After the connection came back (not the first connect): time to catch up on what was missed. */
  onReconnect(listener: () => void): () => void {
    return subscribe(this.reconnectListeners, listener);
  }

  /** An order of this user changed (`paymentUpdated`); the payload is unchecked socket input. */
  onPaymentUpdated(listener: Listener<unknown>): () => void {
    return subscribe(this.paymentListeners, listener);
  }

  /** A new notification for this user (`notification`); the payload is unchecked socket input. */
  onNotification(listener: Listener<unknown>): () => void {
    return subscribe(this.notificationListeners, listener);
  }

  /** A colleague changed something of the company (`companyActivity`); unchecked socket input. */
  onCompanyActivity(listener: Listener<unknown>): () => void {
    return subscribe(this.companyActivityListeners, listener);
  }

  /** The server refused this session's token: the connection will not come back by itself. */
  onRefused(listener: () => void): () => void {
    return subscribe(this.refusedListeners, listener);
  }

  /**
   * Ends the connection. 'discard' (sign-out) rejects and forgets every unsent message;
   * 'keep' (same user, e.g. a new token) leaves them stored for the user's next connection.
   */
  close(reason: string, unsent: 'discard' | 'keep' = 'discard'): void {
    if (unsent === 'discard') this.outbox.discard(reason);
    else this.outbox.stop(reason);
    this.rooms.clear();
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}

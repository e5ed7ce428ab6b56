import { CHAT_OUTBOX_MAX_MESSAGES } from '@shared/constants';
import type { Lang } from '@shared/domain';
import { translate } from '../../../i18n/messages';
import type { ChatMessage, SendMessageAck, SendMessagePayload } from '@shared/realtime/events';

/** The server refused the message (its translated reason); retrying would not help. */
export class ChatSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatSendError';
  }
}

/** Exactly what goes to the server; the clientId makes a resend harmless. */
export type OutboxPayload = SendMessagePayload & { clientId: string };

/** Where the outbox keeps copies of what waits, so a restart does not lose it. */
export interface OutboxStorage {
  /** What an earlier run left unsent, in the order written. */
  load(): OutboxPayload[];
  add(payload: OutboxPayload): void;
  remove(clientId: string): void;
  clear(): void;
}

interface Pending {
  payload: OutboxPayload;
  resolve(message: ChatMessage): void;
  reject(error: ChatSendError): void;
}

/** A message an earlier run left unsent, and how its send ends. */
export interface RestoredMessage {
  payload: OutboxPayload;
  done: Promise<ChatMessage>;
}

/** Sends one payload and resolves with the server's ack; rejects on timeout or lost connection. */
export type SendOnce = (payload: OutboxPayload) => Promise<SendMessageAck>;

export interface OutboxOptions {
  /** Pause before trying again a send that got no answer while still connected. */
  retryDelayMs?: number;
  /** Durable copies (per user); without it the outbox lives in memory only. */
  storage?: OutboxStorage | null;
  /** The language of the reason given when the outbox is full (read when it happens). */
  lang?: () => Lang;
}

/**
 * Messages waiting for the server. They go one at a time, in the order written: the next
 * leaves only when the previous one is acknowledged, so the thread keeps its order. A send
 * that gets no answer (offline, timeout, server restart) stays first in line and goes again
 * with the same clientId when the connection returns: the server stores it once. With a
 * storage, each waiting message also has a stored copy until it is answered, so the next
 * outbox of the same user (after a restart or crash) sends it first.
 */
export class Outbox {
  private readonly queue: Pending[] = [];
  private flushing = false;
  /** Set once the outbox is done (sign-out or connection closed): the reason new sends get. */
  private closed: string | null = null;
  private readonly retryDelayMs: number;
  private readonly storage: OutboxStorage | null;
  private readonly lang: () => Lang;
  /** What an earlier run left in storage: first in line, in order (the owner shows them). */
  readonly restored: readonly RestoredMessage[];

  constructor(
    private readonly sendOnce: SendOnce,
    private readonly canSend: () => boolean,
    { retryDelayMs = 500, storage = null, lang = () => 'en' }: OutboxOptions = {},
  ) {
    this.retryDelayMs = retryDelayMs;
    this.storage = storage;
    this.lang = lang;
    this.restored = (storage?.load() ?? []).map((payload) => {
      const done = this.enqueue(payload);
      // Handled here too: nobody may be listening (its owner shows them, tests may not).
      done.catch(() => {});
      return { payload, done };
    });
  }

  get size(): number {
    return this.queue.length;
  }

  pendingIds(): string[] {
    return this.queue.map((p) => p.payload.clientId);
  }

  private enqueue(payload: OutboxPayload): Promise<ChatMessage> {
    return new Promise<ChatMessage>((resolve, reject) => {
      this.queue.push({ payload, resolve, reject });
    });
  }

  /**
   * Queues a message (and its stored copy) and tries to send at once; resolves with the
   * stored message. Refused at once when the outbox is full: better said now than lost later.
   */
  add(payload: OutboxPayload): Promise<ChatMessage> {
    if (this.closed !== null) return Promise.reject(new ChatSendError(this.closed));
    if (this.queue.length >= CHAT_OUTBOX_MAX_MESSAGES)
      return Promise.reject(new ChatSendError(translate(this.lang(), 'chat.outboxFull')));
    const done = this.enqueue(payload);
    this.storage?.add(payload);
    void this.flush();
    return done;
  }

  /** Sends what waits, in order; call again when the connection (re)opens. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0 && this.closed === null && this.canSend()) {
        const next = this.queue[0]!;
        let ack: SendMessageAck;
        try {
          ack = await this.sendOnce(next.payload);
        } catch {
          // No answer: keep it first in line. Still connected → try again shortly; else wait for flush().
          if (this.retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
          continue;
        }
        // Answered (stored or refused for good): it no longer waits, here or on disk. By
        // identity: discard() or stop() may have emptied the queue meanwhile.
        const index = this.queue.indexOf(next);
        if (index >= 0) this.queue.splice(index, 1);
        this.storage?.remove(next.payload.clientId);
        if ('error' in ack) next.reject(new ChatSendError(ack.error));
        else next.resolve(ack.message);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Logout: nothing may be sent under the next user's name, and nothing unsent stays stored. */
  discard(reason: string): void {
    this.closed = reason;
    this.storage?.clear();
    for (const pending of this.queue.splice(0)) pending.reject(new ChatSendError(reason));
  }

  /**
   * The connection ends but the user stays signed in (a new token, a remount): the stored
   * copies stay for the next outbox of this user, which sends them and reports how each
   * ended. The promises here are left unsettled, so nobody reads "failed" for a message
   * that is still on its way.
   */
  stop(reason: string): void {
    this.closed = reason;
    this.queue.splice(0);
  }
}

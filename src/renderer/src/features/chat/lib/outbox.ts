import type { ChatMessage, SendMessageAck, SendMessagePayload } from '@shared/realtime/events';

/** The server refused the message (its translated reason); retrying would not help. */
export class ChatSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatSendError';
  }
}

type Payload = SendMessagePayload & { clientId: string };

interface Pending {
  payload: Payload;
  resolve(message: ChatMessage): void;
  reject(error: ChatSendError): void;
}

/** Sends one payload and resolves with the server's ack; rejects on timeout or lost connection. */
export type SendOnce = (payload: Payload) => Promise<SendMessageAck>;

/**
 * Messages waiting for the server. They go one at a time, in the order written: the next
 * leaves only when the previous one is acknowledged, so the thread keeps its order. A send
 * that gets no answer (offline, timeout, server restart) stays first in line and goes again
 * with the same clientId when the connection returns: the server stores it once.
 */
export class Outbox {
  private readonly queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly sendOnce: SendOnce,
    private readonly canSend: () => boolean,
    /** Pause before trying again a send that got no answer while still connected. */
    private readonly retryDelayMs = 500,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  pendingIds(): string[] {
    return this.queue.map((p) => p.payload.clientId);
  }

  /** Queues a message and tries to send at once; resolves with the stored message. */
  add(payload: Payload): Promise<ChatMessage> {
    const done = new Promise<ChatMessage>((resolve, reject) => {
      this.queue.push({ payload, resolve, reject });
    });
    void this.flush();
    return done;
  }

  /** Sends what waits, in order; call again when the connection (re)opens. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.queue.length > 0 && this.canSend()) {
        const next = this.queue[0]!;
        let ack: SendMessageAck;
        try {
          ack = await this.sendOnce(next.payload);
        } catch {
          // No answer: keep it first in line. Still connected → try again shortly; else wait for flush().
          if (this.retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
          continue;
        }
        this.queue.shift();
        if ('error' in ack) next.reject(new ChatSendError(ack.error));
        else next.resolve(ack.message);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Logout: nothing may be sent under the next user's name. */
  discard(reason: string): void {
    for (const pending of this.queue.splice(0)) pending.reject(new ChatSendError(reason));
  }
}

import type { ChatMessage } from '@shared/realtime/events';
import type { OutboxPayload } from './outbox';

/** A message in the thread: stored by the server, or still waiting in the outbox. */
export interface ThreadMessage extends ChatMessage {
  /** Not stored by the server (yet): waiting in the outbox, or refused when `failed` is set. */
  pending?: boolean;
  /** The server's reason for refusing it: it was not stored and will not be sent again. */
  failed?: string;
}

/** The thread's copy of a message in the outbox, until the server's copy replaces it. */
export function pendingMessage(payload: OutboxPayload): ThreadMessage {
  // The payload's own clock (a stored copy from an earlier run may lack a usable one).
  const written = new Date(payload.timestamp ?? Number.NaN);
  return {
    id: `pending:${payload.clientId}`,
    clientId: payload.clientId,
    senderId: payload.senderId,
    receiverId: payload.receiverId,
    message: payload.message,
    timestamp: Number.isNaN(written.getTime()) ? new Date().toISOString() : written.toISOString(),
    readAt: null,
    pending: true,
  };
}

function compare(a: ThreadMessage, b: ThreadMessage): number {
  // Pending messages (no server time yet) stay after everything stored, in the order written.
  if (a.pending !== b.pending) return a.pending ? 1 : -1;
  if (a.timestamp !== b.timestamp) return a.timestamp < b.timestamp ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds messages to a thread without duplicates: the same server id, or a stored message
 * whose clientId matches a pending one (the pending copy is replaced), appears once.
 */
export function mergeMessages(
  current: readonly ThreadMessage[],
  incoming: readonly ThreadMessage[],
): ThreadMessage[] {
  const byKey = new Map<string, ThreadMessage>();
  const keyOf = (m: ThreadMessage) => `${m.senderId}:${m.clientId}`;
  for (const message of current) byKey.set(keyOf(message), message);
  for (const message of incoming) {
    const existing = byKey.get(keyOf(message));
    // A stored copy always wins over a pending one; a pending copy never replaces a stored one.
    if (existing && !existing.pending && message.pending) continue;
    byKey.set(keyOf(message), message);
  }
  return [...byKey.values()].sort(compare);
}

export function withoutClientId(current: readonly ThreadMessage[], senderId: string, clientId: string) {
  return current.filter((m) => !(m.senderId === senderId && m.clientId === clientId && m.pending));
}

/** Local calendar day, for date separators. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type ThreadItem =
  | { kind: 'day'; key: string; iso: string }
  | { kind: 'message'; message: ThreadMessage };

/** The thread with a separator before the first message of each day. */
export function withDaySeparators(messages: readonly ThreadMessage[]): ThreadItem[] {
  const items: ThreadItem[] = [];
  let lastDay = '';
  for (const message of messages) {
    const day = dayKey(message.timestamp);
    if (day !== lastDay) {
      items.push({ kind: 'day', key: day, iso: message.timestamp });
      lastDay = day;
    }
    items.push({ kind: 'message', message });
  }
  return items;
}

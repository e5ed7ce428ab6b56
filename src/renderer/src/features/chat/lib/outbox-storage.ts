import { CHAT_OUTBOX_MAX_MESSAGES } from '@shared/constants';
import { sendMessageSchema } from '@shared/realtime/events';
import type { OutboxPayload, OutboxStorage } from './outbox';

/** One key per user: a signed-in user only ever reads (and sends) their own unsent messages. */
export const outboxStorageKey = (userId: string) => `conexao.chat.outbox.${userId}`;

/** What the outbox sends, with the clientId that makes a resend harmless. */
const storedPayloadSchema = sendMessageSchema.required({ clientId: true });

/**
 * The user's unsent messages in localStorage (the Electron window and the browser build both
 * have it), so a closed app, a crash or a restart loses nothing. Each change reads the list
 * again and changes only its own entry: two windows of one user do not wipe each other's
 * messages. The text sits unencrypted on this device until it is sent, refused or the user
 * signs out. Storage that fails (full, disabled) only costs durability, never a send.
 */
export function createOutboxStorage(
  userId: string,
  storage: () => Storage = () => window.localStorage,
): OutboxStorage {
  const key = outboxStorageKey(userId);

  const write = (payloads: OutboxPayload[]) => {
    try {
      if (payloads.length === 0) storage().removeItem(key);
      else storage().setItem(key, JSON.stringify(payloads));
    } catch (error) {
      console.error('Could not store the chat outbox', error);
    }
  };

  /** The valid entries, in order, once each, at most the cap; anything else is dropped. */
  const read = (): OutboxPayload[] => {
    let raw: string | null = null;
    try {
      raw = storage().getItem(key);
    } catch (error) {
      console.error('Could not read the chat outbox', error);
    }
    if (raw === null) return [];
    let entries: unknown;
    try {
      entries = JSON.parse(raw);
    } catch {
      entries = null;
    }
    const valid: OutboxPayload[] = [];
    const seen = new Set<string>();
    for (const entry of Array.isArray(entries) ? entries : []) {
      const parsed = storedPayloadSchema.safeParse(entry);
      // Only this user's own messages: nothing stored may go out under another name.
      if (!parsed.success || parsed.data.senderId !== userId || seen.has(parsed.data.clientId)) continue;
      seen.add(parsed.data.clientId);
      valid.push(parsed.data);
      if (valid.length === CHAT_OUTBOX_MAX_MESSAGES) break;
    }
    if (!Array.isArray(entries) || valid.length !== entries.length) write(valid);
    return valid;
  };

  return {
    load: read,
    add(payload) {
      const payloads = read();
      if (payloads.some((p) => p.clientId === payload.clientId)) return;
      write([...payloads, payload]);
    },
    remove(clientId) {
      const payloads = read();
      const rest = payloads.filter((p) => p.clientId !== clientId);
      if (rest.length !== payloads.length) write(rest);
    },
    clear: () => write([]),
  };
}

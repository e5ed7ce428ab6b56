import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS } from '../constants';
import { timestamp } from '../api/envelope';
import type { NotificationEvent } from '../api/notifications';
import type { PaymentOrder } from '../api/payments';
import type { ActivityAction } from '../api/team';
import { text } from '../api/text';

/**
 * The chat's Socket.IO contract (docs/architecture.md convention 8): one event map for server and
 * client, and zod schemas the server still runs on every payload (a socket is untrusted input).
 */

/** User ids are UUIDs; anything else is refused before it reaches the database. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUserId = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

/** Spec §4: the two user ids, sorted, joined with '_' (same for both sides). */
export function roomName(a: string, b: string): string {
  return [a, b].sort().join('_');
}

/** A room's two ids, or null when the text is not a well-formed room of two different users. */
export function roomMembers(room: unknown): [string, string] | null {
  if (typeof room !== 'string' || room.length > 100) return null;
  const parts = room.split('_');
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (!isUserId(a) || !isUserId(b) || a === b || roomName(a, b) !== room) return null;
  return [a, b];
}

/** The room every socket of a user joins by itself: unread counts and notifications reach it anywhere. */
export const personalRoom = (userId: string) => `user:${userId}`;

/**
 * The room every socket of a company member joins by itself (issue 18): what colleagues do reaches
 * the others live. Joined at connection; a removed member's sockets end with their sessions.
 */
export const companyRoom = (companyId: string) => `company:${companyId}`;

/**
 * Issue 18: a conversation is between a candidate and a company. Its key is the room name of the
 * company's id and the candidate's id (company and user ids are both random UUIDs, so it never
 * meets a key of two users), which is also the room a candidate's client computes when the
 * company is its other party.
 */
export const conversationKey = (companyId: string, candidateId: string) => roomName(companyId, candidateId);

/**
 * The room every socket of a member whose role may chat joins by itself (issue 18): the company's
 * side of every conversation (each message with the colleague who wrote it) reaches all of them.
 * Apart from companyRoom, which viewers join too.
 */
export const companyChatRoom = (companyId: string) => `company-chat:${companyId}`;

/**
 * Changes colleagues see live that the activity log does not keep (issue 19): a note written,
 * edited or deleted, or a rating given or taken back, on an application (subject_id).
 */
export const UNLOGGED_COMPANY_CHANGES = ['APPLICATION_NOTES_CHANGED'] as const;
export type CompanyChange = ActivityAction | (typeof UNLOGGED_COMPANY_CHANGES)[number];

/**
 * Something changed in the company (an entry of its activity log, or one of the unlogged
 * changes above): the app refreshes what it shows.
 */
export interface CompanyActivityEvent {
  action: CompanyChange;
  /** The job, application, member or invitation it concerns (null when it no longer exists). */
  subject_id: string | null;
}

/** A stored message as the server sends it (docs/product.md §3 Message plus the ids that make it unique). */
export const chatMessageSchema = z.object({
  /** Server id. */
  id: z.string(),
  clientId: z
    .string()
    .describe("The sender's own id for it: a retried send carries the same one and is stored once."),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  timestamp: timestamp.describe('When the server stored it; the order of a thread.'),
  readAt: timestamp.nullable(),
  /**
   * Issue 18. The company of the conversation (null: an old one-to-one message). Seen from the
   * company's side, senderId is the member who wrote it (or the candidate) and a candidate's
   * message has the company's id as receiverId; seen from the candidate's side, the company's id
   * stands for whichever member wrote it.
   */
  companyId: z.string().nullable().optional(),
  /** The candidate of the conversation (null: an old one-to-one message). */
  candidateId: z.string().nullable().optional(),
  /** Who wrote it, for the company's side: the colleague's (or candidate's) name. Null for the candidate. */
  senderName: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CLIENT_ID_MAX_CHARS = 100;

export const sendMessageSchema = z.object({
  senderId: text('chat.senderMissing').min(1, 'chat.senderMissing').max(100, 'chat.senderMissing'),
  receiverId: text('chat.receiverNotFound').refine((value) => isUserId(value), 'chat.receiverNotFound'),
  message: text('chat.messageRequired')
    .trim()
    .min(1, 'chat.messageRequired')
    .max(CHAT_MESSAGE_MAX_CHARS, 'chat.messageTooLong'),
  /** The client's clock; informational only, the server's time orders the thread. */
  timestamp: z.union([text().max(64), z.number()]).optional(),
  /** Optional for older clients (the server then makes one up: no idempotency for them). */
  clientId: text('errors.invalidRequest')
    .regex(/^[\w-]{1,100}$/, 'errors.invalidRequest')
    .optional(),
});
export type SendMessagePayload = z.input<typeof sendMessageSchema>;

/**
 * joinRoom/leaveRoom carry a room name: a string of bounded length, checked for its two members
 * by roomMembers. Anything else (an object, a number, an object whose toString is a trap) is
 * refused here, before any code coerces it to text.
 */
export const roomSchema = text('chat.roomRefused').max(100, 'chat.roomRefused');

export type SendMessageAck = { error: string } | { message: ChatMessage };
export type JoinRoomAck = { ok: true } | { error: string };

export interface ServerToClientEvents {
  receiveMessage(message: ChatMessage): void;
  /** An order of this user changed (paid, expired, cancelled, proof received): to their personal room. */
  paymentUpdated(order: PaymentOrder): void;
  /** A new notification for this user (issue 15), with their unread count: to their personal room. */
  notification(event: NotificationEvent): void;
  /** A colleague changed something of the company (issue 18): to the company's room. */
  companyActivity(event: CompanyActivityEvent): void;
}

export interface ClientToServerEvents {
  joinRoom(room: string, ack?: (result: JoinRoomAck) => void): void;
  leaveRoom(room: string): void;
  sendMessage(payload: SendMessagePayload, ack?: (result: SendMessageAck) => void): void;
}

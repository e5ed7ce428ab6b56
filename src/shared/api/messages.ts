import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_CHARS } from '../constants';
import { APPLICATION_STATUSES } from '../domain';
import { chatMessageSchema, isUserId } from '../realtime/events';
import { envelope, timestamp } from './envelope';
import { cursorLimitParam } from './pagination';
import { text } from './text';

/** HTTP side of the chat (docs/product.md §7 GET /messages/{senderId}/{receiverId}, plus the conversations list). */

export const CHAT_HISTORY_MAX_PAGE_SIZE = 200;

const userId = text().refine((value) => isUserId(value), 'errors.invalidRequest');

export const historyParams = z.object({ senderId: userId, receiverId: userId });
export const otherUserParams = z.object({ userId });

export const historyQuery = z.object({
  /** An ISO time or a message id: only messages older than it. */
  before: text().max(64).optional(),
  limit: cursorLimitParam(CHAT_HISTORY_MAX_PAGE_SIZE, CHAT_HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.input<typeof historyQuery>;

/** GET /messages/{senderId}/{receiverId}. */
export const historyResponse = envelope(
  z.object({
    data: z.array(chatMessageSchema).describe('Oldest first.'),
    hasMore: z.boolean().describe('An older page exists.'),
  }),
);
export type HistoryResponse = z.infer<typeof historyResponse>;

export const conversationSummarySchema = z.object({
  /**
   * The other party: for a company member the candidate (every conversation of the company, which
   * any member with chat rights may pick up); for a candidate the company (its name in first_name,
   * its logo in profile_img).
   */
  userId: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_img: z.string().nullable(),
  lastMessage: z.object({
    id: z.string(),
    senderId: z.string(),
    message: z.string(),
    timestamp,
    senderName: z.string().nullable().optional().describe('For a company member: who wrote it.'),
  }),
  unreadCount: z
    .number()
    .int()
    .describe(
      "Messages to the caller not read yet (for a member: the candidate's, past the member's own read mark).",
    ),
  application: z
    .object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), title: z.string() })
    .nullable()
    .describe("For company members: the candidate's latest application to the company's jobs, if any."),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /messages/conversations. */
export const conversationsResponse = envelope(
  z.object({ conversations: z.array(conversationSummarySchema), unreadTotal: z.number().int() }),
);
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

/** POST /messages/{userId}/read. */
export const markReadResponse = envelope(z.object({ read: z.number().int() }));
export type MarkReadResponse = z.infer<typeof markReadResponse>;

/** One-line preview of a message for lists and OS notifications. */
export const PREVIEW_MAX_CHARS = 120;
export function previewText(message: string, max = PREVIEW_MAX_CHARS): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export { CHAT_MESSAGE_MAX_CHARS };

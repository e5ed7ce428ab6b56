import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_MESSAGE_MAX_CHARS } from '../constants';
import type { ApplicationStatus } from '../domain';
import { type ChatMessage, isUserId } from '../realtime/events';
import { text } from './text';

/** HTTP side of the chat (docs/product.md §7 GET /messages/{senderId}/{receiverId}, plus the conversations list). */

export const CHAT_HISTORY_MAX_PAGE_SIZE = 200;

const userId = text().refine((value) => isUserId(value), 'errors.invalidRequest');

export const historyParams = z.object({ senderId: userId, receiverId: userId });
export const otherUserParams = z.object({ userId });

export const historyQuery = z.object({
  /** An ISO time or a message id: only messages older than it. */
  before: text().max(64).optional(),
  limit: z.coerce
    .number({ error: 'errors.invalidRequest' })
    .int('errors.invalidRequest')
    .min(1, 'errors.invalidRequest')
    .max(CHAT_HISTORY_MAX_PAGE_SIZE, 'errors.invalidRequest')
    .default(CHAT_HISTORY_PAGE_SIZE),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export interface HistoryResponse {
  message: string;
  /** `data.data`: oldest first; `hasMore` says an older page exists. */
  data: { data: ChatMessage[]; hasMore: boolean };
}

export interface ConversationSummary {
  /** The other participant. */
  userId: string;
  first_name: string | null;
  last_name: string | null;
  profile_img: string | null;
  lastMessage: { id: string; senderId: string; message: string; timestamp: string };
  /** Messages to the caller not read yet. */
  unreadCount: number;
  /** For employers: the candidate's latest application to this employer's jobs, if any. */
  application: { id: string; status: ApplicationStatus; title: string } | null;
}

export interface ConversationsResponse {
  message: string;
  data: { conversations: ConversationSummary[]; unreadTotal: number };
}

export interface MarkReadResponse {
  message: string;
  data: { read: number };
}

/** One-line preview of a message for lists and OS notifications. */
export const PREVIEW_MAX_CHARS = 120;
export function previewText(message: string, max = PREVIEW_MAX_CHARS): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export { CHAT_MESSAGE_MAX_CHARS };

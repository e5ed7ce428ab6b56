import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, optionalParent, primaryId } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Chat messages. Since issue 18 a conversation is between a candidate and a company: `company_id`
 * is set and `pair_key` is conversationKey(company, candidate) (src/shared/realtime/events.ts);
 * `sender_id` is the member (or the candidate) who wrote it. Old one-to-one rows (no company)
 * keep the two user ids sorted and joined with '_'. Either way a conversation is one index range.
 */
export const messages = pgTable(
  'messages',
  {
    id: primaryId(),
    /** The sender's own id for the message: a retried send is recognised, not stored twice. */
    clientId: text('client_id').notNull(),
    senderId: belongsTo('sender_id', () => users.id),
    /** The person it went to; null for a candidate's message to a company (every member's, issue 18). */
    receiverId: optionalParent('receiver_id', () => users.id),
    /**
     * The company of a candidate–company conversation (issue 18); its pair_key is then
     * conversationKey(company, candidate). Null for an old one-to-one message.
     */
    companyId: optionalParent('company_id', () => companies.id),
    pairKey: text('pair_key').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('messages_sender_client_unique').on(t.senderId, t.clientId),
    index('messages_pair_created_idx').on(t.pairKey, t.createdAt),
    index('messages_receiver_unread_idx').on(t.receiverId, t.readAt),
    // A company's conversations (a member's list): one index range per company.
    index('messages_company_pair_created_idx').on(t.companyId, t.pairKey, t.createdAt),
    check('messages_receiver_or_company', sql`${t.receiverId} is not null or ${t.companyId} is not null`),
    // The MESSAGE_UNREAD sweep (issue 15): unread messages by age, one index range.
    index('messages_unread_created_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Per-member read marks of company conversations (issue 18): what a candidate wrote after
 * `last_read_at` is unread for that member. Without a row, messages since the member joined the
 * company count (a new colleague does not inherit years of "unread"). A candidate's own reads stay
 * in messages.read_at.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: belongsTo('user_id', () => users.id),
    conversationKey: text('conversation_key').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationKey] })],
);

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One-to-one chat messages. `pair_key` is the two user ids sorted and joined with '_' (the
 * product's room name), so a conversation is one index range whichever side sent each message.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sender's own id for the message: a retried send is recognised, not stored twice. */
    clientId: text('client_id').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairKey: text('pair_key').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('messages_sender_client_unique').on(t.senderId, t.clientId),
    index('messages_pair_created_idx').on(t.pairKey, t.createdAt),
    index('messages_receiver_unread_idx').on(t.receiverId, t.readAt),
    // The MESSAGE_UNREAD sweep (issue 15): unread messages by age, one index range.
    index('messages_unread_created_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

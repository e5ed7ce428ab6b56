import type { ApplicationStatus } from '@shared/domain';
import type { ChatMessage } from '@shared/realtime/events';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, users } from '../../db/schema';
import { isoMicros } from '../../db/timestamps';
import { type BatcherOptions, type PendingCall, createBatcher } from './message-batcher';
import { isForeignKeyViolation, sqlState } from '../../db/errors';

/** Data access of the chat: the only file of this module that knows Drizzle or SQL. */

/** The columns of a ChatMessage, for select and returning alike. */
const chatMessageColumns = {
  id: messages.id,
  clientId: messages.clientId,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  message: messages.message,
  timestamp: isoMicros(messages.createdAt),
  readAt: isoMicros(messages.readAt),
};

/** The same columns for a hand-written statement's RETURNING. */
const returningChatMessage = sql`${messages.id} as "id", ${messages.clientId} as "clientId",
  ${messages.senderId} as "senderId", ${messages.receiverId} as "receiverId", ${messages.message} as "message",
  ${isoMicros(messages.createdAt)} as "timestamp", ${isoMicros(messages.readAt)} as "readAt"`;

type ChatMessageRow = { [K in keyof typeof chatMessageColumns]: unknown };

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: String(row.id),
    clientId: String(row.clientId),
    senderId: String(row.senderId),
    receiverId: String(row.receiverId),
    message: String(row.message),
    timestamp: String(row.timestamp),
    readAt: row.readAt ? String(row.readAt) : null,
  };
}

/**
 * Errors that abort a multi-row INSERT because of ONE row (a receiver that does not exist, a
 * text PostgreSQL refuses, e.g. a NUL character) or because two batches holding the same
 * retried messages waited on each other (deadlock, serialization). Retrying the rows one by
 * one gives every caller the answer it would have had alone; any other error (connection,
 * timeout) is the whole batch's.
 */
function failedBecauseOfOneRow(error: unknown): boolean {
  const code = sqlState(error);
  return code === '23503' || code === '40P01' || code === '40001' || Boolean(code?.startsWith('22'));
}

/** What makes a message unique; ids compared lower-case, as PostgreSQL prints uuids. */
const messageKey = (senderId: string, clientId: string) => `${senderId.toLowerCase()} ${clientId}`;

export interface NewMessage {
  senderId: string;
  receiverId: string;
  pairKey: string;
  clientId: string;
  message: string;
}

export type StoredMessage = { message: ChatMessage; created: boolean };

export interface MessagesRepositoryOptions {
  /** Group commit of `insertOnce` (sizes, and a hook tests use to count statements). */
  batch?: BatcherOptions;
}

export interface ConversationRow {
  otherId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImg: string | null;
  lastId: string;
  lastSenderId: string;
  lastMessage: string;
  lastAt: string;
  unread: number;
  applicationId: string | null;
  applicationStatus: ApplicationStatus | null;
  applicationTitle: string | null;
}

export function createMessagesRepository(db: Database, options: MessagesRepositoryOptions = {}) {
  /**
   * Stores messages with ONE statement (one commit) and returns the rows it created (a row
   * already stored under the same sender + client id is skipped, not returned). The rows travel
   * as arrays through unnest: the statement's text and parameter count stay the same whatever
   * the batch size, which is cheaper to build, send and plan than one VALUES row per message.
   *
   * Times: `clock_timestamp()` per row (not `now()`, the same for a whole statement), yet at
   * least 1 µs after the conversation's latest stored message, so a thread sorts in the order
   * it was stored even where the clock did not move (PGlite's clock has milliseconds only;
   * rows of one statement can share a microsecond). `earlier` counts the rows of the same
   * conversation ahead in this statement, which the sub-select cannot see: +1 µs each. unnest
   * yields rows in array order, so times follow the batch order.
   */
  async function insertRows(rows: NewMessage[]): Promise<ChatMessageRow[]> {
    const seenInPair = new Map<string, number>();
    const earlier = rows.map(({ pairKey }) => {
      const count = seenInPair.get(pairKey) ?? 0;
      seenInPair.set(pairKey, count + 1);
      return count;
    });
    const array = (pick: (row: NewMessage) => string) => sql.param(rows.map(pick));
    const result = await db.execute(sql`
      insert into ${messages} (sender_id, receiver_id, pair_key, client_id, message, created_at)
      select v.sender_id, v.receiver_id, v.pair_key, v.client_id, v.message,
        greatest(
          clock_timestamp(),
          (select max(p.created_at) from ${messages} p where p.pair_key = v.pair_key) + interval '1 microsecond'
        ) + v.earlier * interval '1 microsecond'
      from unnest(
        ${array((r) => r.senderId)}::uuid[], ${array((r) => r.receiverId)}::uuid[],
        ${array((r) => r.pairKey)}::text[], ${array((r) => r.clientId)}::text[],
        ${array((r) => r.message)}::text[], ${sql.param(earlier)}::int[]
      ) as v(sender_id, receiver_id, pair_key, client_id, message, earlier)
      on conflict (sender_id, client_id) do nothing
      returning ${returningChatMessage}`);
    return result.rows as ChatMessageRow[];
  }

  /** One message alone: its own INSERT (and commit), then the stored copy if it was a retry. */
  async function insertOne(input: NewMessage): Promise<StoredMessage | null> {
    try {
      const [inserted] = await insertRows([input]);
      if (inserted) return { message: toChatMessage(inserted), created: true };
    } catch (error) {
      if (isForeignKeyViolation(error)) return null;
      throw error;
    }
    const [existing] = await db
      .select(chatMessageColumns)
      .from(messages)
      .where(and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.clientId)))
      .limit(1);
    return existing ? { message: toChatMessage(existing), created: false } : null;
  }

  /**
   * Many messages in ONE INSERT (one commit), each caller answered as `insertOne` would
   * answer it. Callers are settled in batch order, so deliveries follow stored order.
   */
  async function insertBatch(batch: PendingCall<NewMessage, StoredMessage | null>[]): Promise<void> {
    if (batch.length === 1) {
      const [call] = batch as [PendingCall<NewMessage, StoredMessage | null>];
      call.resolve(await insertOne(call.input));
      return;
    }
    // A retry inside the batch is not written twice: the first call of a key is its leader.
    const leaders = new Map<string, NewMessage>();
    for (const { input } of batch) {
      const key = messageKey(input.senderId, input.clientId);
      if (!leaders.has(key)) leaders.set(key, input);
    }

    let inserted: ChatMessageRow[];
    try {
      inserted = await insertRows([...leaders.values()]);
    } catch (error) {
      if (!failedBecauseOfOneRow(error)) throw error;
      // The statement stored nothing: each row alone, in order, gets its own answer.
      for (const call of batch) {
        try {
          call.resolve(await insertOne(call.input));
        } catch (rowError) {
          call.reject(rowError);
        }
      }
      return;
    }

    const created = new Map<string, ChatMessage>();
    for (const row of inserted)
      created.set(messageKey(String(row.senderId), String(row.clientId)), toChatMessage(row));
    const answered = new Set<string>();
    const waiting: PendingCall<NewMessage, StoredMessage | null>[] = [];
    for (const call of batch) {
      const key = messageKey(call.input.senderId, call.input.clientId);
      const message = created.get(key);
      if (!message) {
        waiting.push(call);
        continue;
      }
      call.resolve({ message, created: !answered.has(key) });
      answered.add(key);
    }
    if (waiting.length === 0) return;

    // Retries of messages stored earlier: their first copies, in one SELECT.
    try {
      const keys = new Map(waiting.map(({ input }) => [messageKey(input.senderId, input.clientId), input]));
      const found = await db
        .select(chatMessageColumns)
        .from(messages)
        .where(
          or(
            ...[...keys.values()].map((input) =>
              and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.clientId)),
            ),
          ),
        );
      const existing = new Map(
        found.map((row) => [messageKey(String(row.senderId), String(row.clientId)), toChatMessage(row)]),
      );
      for (const call of waiting) {
        const message = existing.get(messageKey(call.input.senderId, call.input.clientId));
        call.resolve(message ? { message, created: false } : null);
      }
    } catch (error) {
      for (const call of waiting) call.reject(error);
    }
  }

  const enqueueInsert = createBatcher(insertBatch, options.batch);

  return {
    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row);
    },

    async userName(userId: string): Promise<{ firstName: string | null; lastName: string | null } | null> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Stores a message once per (sender, client id): a retry finds the first copy instead of
     * adding a second. Messages of a conversation get strictly increasing times in the order
     * they are stored (see insertRows), even inside one millisecond. Returns null when the
     * receiver does not exist (foreign key). Concurrent calls share one INSERT (group commit,
     * see message-batcher.ts); each still gets its own answer.
     */
    insertOnce(input: NewMessage): Promise<StoredMessage | null> {
      return enqueueInsert(input);
    },

    /** Whether a message belongs to this conversation (a valid "older than" cursor). */
    async inConversation(pairKey: string, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.pairKey, pairKey)))
        .limit(1);
      return Boolean(row);
    },

    /** Newest `limit + 1` messages older than the cursor (one extra tells whether more exist). */
    async page(
      pairKey: string,
      before: { id: string } | { time: Date } | null,
      limit: number,
    ): Promise<{ items: ChatMessage[]; hasMore: boolean }> {
      const conditions = [eq(messages.pairKey, pairKey)];
      if (before && 'id' in before) {
        // Compared in SQL: the stored time has microseconds, a JS Date would round them away.
        // The plain bound lets the (pair_key, created_at) index start at the cursor; the row
        // comparison breaks ties between messages stored in the same microsecond.
        const cursor = sql`(select c.created_at from messages c where c.id = ${before.id}::uuid)`;
        conditions.push(sql`${messages.createdAt} <= ${cursor}`);
        conditions.push(
          sql`(${messages.createdAt}, ${messages.id}) < (select c.created_at, c.id from messages c where c.id = ${before.id}::uuid)`,
        );
      } else if (before) {
        conditions.push(sql`${messages.createdAt} < ${before.time.toISOString()}::timestamptz`);
      }
      const rows = await db
        .select(chatMessageColumns)
        .from(messages)
        .where(and(...conditions))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      const hasMore = rows.length > limit;
      return { items: rows.slice(0, limit).reverse().map(toChatMessage), hasMore };
    },

    /** Marks what `readerId` received in this conversation as read; returns how many changed. */
    async markRead(pairKey: string, readerId: string): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(eq(messages.pairKey, pairKey), eq(messages.receiverId, readerId), isNull(messages.readAt)))
        .returning({ id: messages.id });
      return rows.length;
    },

    /**
     * One row per conversation of `userId`, newest first: the other person, the last message,
     * the unread count and (for an employer) the candidate's latest application to its jobs.
     * DISTINCT ON walks the user's messages through the sender and receiver indexes; the
     * unread count and the application are per-row index lookups.
     */
    async conversations(
      userId: string,
      withApplications: boolean,
      limit: number,
    ): Promise<ConversationRow[]> {
      const result = await db.execute(sql`
        with latest as (
          select distinct on (m.pair_key)
            m.pair_key, m.id, m.sender_id, m.receiver_id, m.message, m.created_at
          from messages m
          where m.sender_id = ${userId}::uuid or m.receiver_id = ${userId}::uuid
          order by m.pair_key, m.created_at desc, m.id desc
        )
        select
          u.id as "otherId", u.first_name as "firstName", u.last_name as "lastName", u.email,
          u.profile_img as "profileImg",
          l.id as "lastId", l.sender_id as "lastSenderId", l.message as "lastMessage",
          ${isoMicros(sql`l.created_at`)} as "lastAt",
          (select count(*)::int from messages r
             where r.receiver_id = ${userId}::uuid and r.read_at is null and r.pair_key = l.pair_key) as "unread",
          app.id as "applicationId", app.status as "applicationStatus", app.title as "applicationTitle"
        from latest l
        join users u on u.id = case when l.sender_id = ${userId}::uuid then l.receiver_id else l.sender_id end
        left join lateral (
          select a.id, a.status, i.title
          from applications a join internships i on i.id = a.internship_id
          where ${withApplications} and a.user_id = u.id
            and i.company_id = (select cm.company_id from company_members cm where cm.user_id = ${userId}::uuid)
          order by a.created_at desc, a.id desc
          limit 1
        ) app on true
        order by l.created_at desc, l.id desc
        limit ${limit}
      `);
      const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        otherId: String(row.otherId),
        firstName: (row.firstName as string | null) ?? null,
        lastName: (row.lastName as string | null) ?? null,
        email: String(row.email),
        profileImg: (row.profileImg as string | null) ?? null,
        lastId: String(row.lastId),
        lastSenderId: String(row.lastSenderId),
        lastMessage: String(row.lastMessage),
        lastAt: String(row.lastAt),
        unread: Number(row.unread),
        applicationId: (row.applicationId as string | null) ?? null,
        applicationStatus: (row.applicationStatus as ApplicationStatus | null) ?? null,
        applicationTitle: (row.applicationTitle as string | null) ?? null,
      }));
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)));
      return Number(row?.n ?? 0);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

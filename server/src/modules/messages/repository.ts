import type { ApplicationStatus } from '@shared/domain';
import type { ChatMessage } from '@shared/realtime/events';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, users } from '../../db/schema';

/** Data access of the chat: the only file of this module that knows Drizzle or SQL. */

/**
 * Times leave the database as text with microseconds: a JS Date keeps only milliseconds, and
 * messages stored within one millisecond must still sort the way the server stored them.
 */
const isoMicros = (column: typeof messages.createdAt | typeof messages.readAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

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

/** PostgreSQL's foreign-key violation, whether the driver wraps it (drizzle) or not. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23503' || e?.cause?.code === '23503';
}

export interface NewMessage {
  senderId: string;
  receiverId: string;
  pairKey: string;
  clientId: string;
  message: string;
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

export function createMessagesRepository(db: Database) {
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
     * adding a second. `clock_timestamp()` (not `now()`) so messages stored one after another
     * get distinct, increasing times even inside one millisecond. Returns null when the
     * receiver does not exist (foreign key).
     */
    async insertOnce(input: NewMessage): Promise<{ message: ChatMessage; created: boolean } | null> {
      try {
        const [inserted] = await db
          .insert(messages)
          .values({ ...input, createdAt: sql`clock_timestamp()` })
          .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
          .returning(chatMessageColumns);
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
          to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastAt",
          (select count(*)::int from messages r
             where r.receiver_id = ${userId}::uuid and r.read_at is null and r.pair_key = l.pair_key) as "unread",
          app.id as "applicationId", app.status as "applicationStatus", app.title as "applicationTitle"
        from latest l
        join users u on u.id = case when l.sender_id = ${userId}::uuid then l.receiver_id else l.sender_id end
        left join lateral (
          select a.id, a.status, i.title
          from applications a join internships i on i.id = a.internship_id
          where ${withApplications} and a.user_id = u.id and i.employer_id = ${userId}::uuid
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

import type { ApplicationStatus } from '@shared/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyMembers, conversationReads, messages, users } from '../../db/schema';
import { isoMicros } from '../../db/timestamps';
import { type BatcherOptions, type PendingCall, createBatcher } from './message-batcher';
import { isForeignKeyViolation, isTransactionConflict, sqlState } from '../../db/errors';

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
  companyId: messages.companyId,
};

/** The same columns for a hand-written statement's RETURNING. */
const returningChatMessage = sql`${messages.id} as "id", ${messages.clientId} as "clientId",
  ${messages.senderId} as "senderId", ${messages.receiverId} as "receiverId", ${messages.message} as "message",
  ${isoMicros(messages.createdAt)} as "timestamp", ${isoMicros(messages.readAt)} as "readAt",
  ${messages.companyId} as "companyId"`;

type ChatMessageRow = { [K in keyof typeof chatMessageColumns]: unknown };

/**
 * A message as stored. `receiverId` is null for a candidate's message to a company; the service
 * turns it into what each side sees (service.ts, companyView / candidateView).
 */
export interface StoredChatMessage {
  id: string;
  clientId: string;
  senderId: string;
  receiverId: string | null;
  message: string;
  timestamp: string;
  readAt: string | null;
  companyId: string | null;
  /** The sender's name, where the query read it (history); null otherwise. */
  senderName?: string | null;
}

export function toChatMessage(row: ChatMessageRow & { senderName?: unknown }): StoredChatMessage {
  return {
    id: String(row.id),
    clientId: String(row.clientId),
    senderId: String(row.senderId),
    receiverId: row.receiverId ? String(row.receiverId) : null,
    message: String(row.message),
    timestamp: String(row.timestamp),
    readAt: row.readAt ? String(row.readAt) : null,
    companyId: row.companyId ? String(row.companyId) : null,
    ...(row.senderName !== undefined ? { senderName: row.senderName ? String(row.senderName) : null } : {}),
  };
}

/** A person's name as shown: first and last name, else their email. */
const nameOf = (first: unknown, last: unknown, email: unknown): string =>
  [first, last]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .trim() || String(email ?? '');

/**
 * Errors that abort a multi-row INSERT because of ONE row (a receiver that does not exist, a
 * text PostgreSQL refuses, e.g. a NUL character) or because two batches holding the same
 * retried messages waited on each other (deadlock, serialization). Retrying the rows one by
 * one gives every caller the answer it would have had alone; any other error (connection,
 * timeout) is the whole batch's.
 */
function failedBecauseOfOneRow(error: unknown): boolean {
  const code = sqlState(error);
  return code === '23503' || isTransactionConflict(error) || Boolean(code?.startsWith('22'));
}

/** What makes a message unique; ids compared lower-case, as PostgreSQL prints uuids. */
const messageKey = (senderId: string, clientId: string) => `${senderId.toLowerCase()} ${clientId}`;

export interface NewMessage {
  senderId: string;
  /** Null: a candidate's message to the company. */
  receiverId: string | null;
  companyId: string | null;
  pairKey: string;
  clientId: string;
  message: string;
}

export type StoredMessage = { message: StoredChatMessage; created: boolean };

export interface MessagesRepositoryOptions {
  /** Group commit of `insertOnce` (sizes, and a hook tests use to count statements). */
  batch?: BatcherOptions;
}

/** What an id names when it is the other side of a conversation. */
export type Party =
  | { kind: 'candidate' }
  | { kind: 'company' }
  | { kind: 'member'; companyId: string }
  | { kind: 'other' };

export interface ConversationRow {
  otherId: string;
  lastSenderName: string | null;
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
    const array = (pick: (row: NewMessage) => string | null) => sql.param(rows.map(pick));
    const result = await db.execute(sql`
      insert into ${messages} (sender_id, receiver_id, company_id, pair_key, client_id, message, created_at)
      select v.sender_id, v.receiver_id, v.company_id, v.pair_key, v.client_id, v.message,
        greatest(
          clock_timestamp(),
          (select max(p.created_at) from ${messages} p where p.pair_key = v.pair_key) + interval '1 microsecond'
        ) + v.earlier * interval '1 microsecond'
      from unnest(
        ${array((r) => r.senderId)}::uuid[], ${array((r) => r.receiverId)}::uuid[],
        ${array((r) => r.companyId)}::uuid[],
        ${array((r) => r.pairKey)}::text[], ${array((r) => r.clientId)}::text[],
        ${array((r) => r.message)}::text[], ${sql.param(earlier)}::int[]
      ) as v(sender_id, receiver_id, company_id, pair_key, client_id, message, earlier)
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

    const created = new Map<string, StoredChatMessage>();
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
    /** What `id` names: a candidate, a company, a company member, or nothing that can chat. */
    async party(id: string): Promise<Party> {
      const result = await db.execute(sql`
        select u.role, cm.company_id as "companyId", null as "isCompany"
        from users u left join company_members cm on cm.user_id = u.id where u.id = ${id}::uuid
        union all
        select null, null, true from companies c where c.id = ${id}::uuid
        limit 1`);
      const row = result.rows[0] as
        | { role: string | null; companyId: string | null; isCompany: boolean | null }
        | undefined;
      if (!row) return { kind: 'other' };
      if (row.isCompany) return { kind: 'company' };
      if (row.role === 'CANDIDATE') return { kind: 'candidate' };
      if (row.companyId) return { kind: 'member', companyId: String(row.companyId) };
      return { kind: 'other' };
    },

    /** A person's name as shown (first and last name, else email); null when the account is gone. */
    async displayName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ? nameOf(row.firstName, row.lastName, row.email) : null;
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

    /**
     * Newest `limit + 1` messages older than the cursor (one extra tells whether more exist),
     * each with its sender's name.
     */
    async page(
      pairKey: string,
      before: { id: string } | { time: Date } | null,
      limit: number,
    ): Promise<{ items: StoredChatMessage[]; hasMore: boolean }> {
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
        .select({
          ...chatMessageColumns,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(and(...conditions))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      const hasMore = rows.length > limit;
      return {
        items: rows
          .slice(0, limit)
          .reverse()
          .map(({ firstName, lastName, email, ...row }) =>
            toChatMessage({ ...row, senderName: email ? nameOf(firstName, lastName, email) : null }),
          ),
        hasMore,
      };
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
     * A member read a company conversation: their read mark moves to its newest message (never
     * back). Returns how many of the candidate's messages were unread for them.
     */
    async markReadByMember(pairKey: string, memberId: string): Promise<number> {
      const result = await db.execute(sql`
        with mark as (
          select coalesce(
            (select r.last_read_at from ${conversationReads} r
               where r.user_id = ${memberId}::uuid and r.conversation_key = ${pairKey}),
            (select cm.created_at from ${companyMembers} cm where cm.user_id = ${memberId}::uuid),
            '-infinity'::timestamptz) as t
        ),
        newest as (select max(m.created_at) as t from messages m where m.pair_key = ${pairKey}),
        unread as (
          select count(*)::int as n from messages m, mark
          where m.pair_key = ${pairKey} and m.receiver_id is null and m.created_at > mark.t
        ),
        saved as (
          insert into ${conversationReads} (user_id, conversation_key, last_read_at)
          select ${memberId}::uuid, ${pairKey}, greatest(now(), newest.t) from newest
          on conflict (user_id, conversation_key) do update
            set last_read_at = greatest(${conversationReads.lastReadAt}, excluded.last_read_at)
          returning 1
        )
        select (select n from unread) as n, (select count(*) from saved) as saved`);
      return Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
    },

    /**
     * The company's conversations for one member, newest first: the candidate, the last message
     * (with who wrote it), what the candidate wrote after the member's read mark, and the
     * candidate's latest application to the company's jobs. DISTINCT ON walks the company's
     * messages through the (company_id, pair_key, created_at) index.
     */
    async companyConversations(
      companyId: string,
      memberId: string,
      limit: number,
    ): Promise<ConversationRow[]> {
      const result = await db.execute(sql`
        with latest as (
          select distinct on (m.pair_key)
            m.pair_key, m.id, m.sender_id, coalesce(m.receiver_id, m.sender_id) as candidate_id,
            m.message, m.created_at
          from messages m
          where m.company_id = ${companyId}::uuid
          order by m.pair_key, m.created_at desc, m.id desc
        ),
        joined as (select cm.created_at as t from ${companyMembers} cm where cm.user_id = ${memberId}::uuid)
        select
          u.id as "otherId", u.first_name as "firstName", u.last_name as "lastName", u.email,
          u.profile_img as "profileImg",
          l.id as "lastId", l.sender_id as "lastSenderId", l.message as "lastMessage",
          s.first_name as "senderFirst", s.last_name as "senderLast", s.email as "senderEmail",
          ${isoMicros(sql`l.created_at`)} as "lastAt",
          (select count(*)::int from messages r
             where r.pair_key = l.pair_key and r.receiver_id is null
               and r.created_at > coalesce(
                 (select cr.last_read_at from ${conversationReads} cr
                    where cr.user_id = ${memberId}::uuid and cr.conversation_key = l.pair_key),
                 (select t from joined), '-infinity'::timestamptz)) as "unread",
          app.id as "applicationId", app.status as "applicationStatus", app.title as "applicationTitle"
        from latest l
        join users u on u.id = l.candidate_id
        left join users s on s.id = l.sender_id
        left join lateral (
          select a.id, a.status, i.title
          from applications a join internships i on i.id = a.internship_id
          where a.user_id = u.id and i.company_id = ${companyId}::uuid
          order by a.created_at desc, a.id desc
          limit 1
        ) app on true
        order by l.created_at desc, l.id desc
        limit ${limit}
      `);
      return (result.rows as Record<string, unknown>[]).map((row) =>
        toConversationRow(
          row,
          row.senderEmail ? nameOf(row.senderFirst, row.senderLast, row.senderEmail) : null,
        ),
      );
    },

    /**
     * A candidate's conversations, newest first, each with a company as the other party (its name
     * in firstName, its logo as the picture); a member's message counts as the company's.
     */
    async candidateConversations(candidateId: string, limit: number): Promise<ConversationRow[]> {
      const result = await db.execute(sql`
        with latest as (
          select distinct on (m.pair_key)
            m.pair_key, m.id, m.sender_id, m.company_id, m.message, m.created_at
          from messages m
          where (m.sender_id = ${candidateId}::uuid or m.receiver_id = ${candidateId}::uuid)
            and m.company_id is not null
          order by m.pair_key, m.created_at desc, m.id desc
        )
        select
          c.id as "otherId", c.company_name as "firstName", null as "lastName", '' as email,
          c.logo as "profileImg",
          l.id as "lastId",
          case when l.sender_id = ${candidateId}::uuid then l.sender_id else l.company_id end as "lastSenderId",
          l.message as "lastMessage",
          ${isoMicros(sql`l.created_at`)} as "lastAt",
          (select count(*)::int from messages r
             where r.receiver_id = ${candidateId}::uuid and r.read_at is null and r.pair_key = l.pair_key) as "unread",
          null as "applicationId", null as "applicationStatus", null as "applicationTitle"
        from latest l
        join ${companies} c on c.id = l.company_id
        order by l.created_at desc, l.id desc
        limit ${limit}
      `);
      return (result.rows as Record<string, unknown>[]).map((row) => toConversationRow(row, null));
    },

    /** Everything unread for a candidate (what members of companies sent them). */
    async unreadTotal(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)))
        .limit(1);
      return Number(row?.n ?? 0);
    },

    /** Everything unread for a member: the candidates' messages past their read marks. */
    async memberUnreadTotal(companyId: string, memberId: string): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as n from messages m
        where m.company_id = ${companyId}::uuid and m.receiver_id is null
          and m.created_at > coalesce(
            (select cr.last_read_at from ${conversationReads} cr
               where cr.user_id = ${memberId}::uuid and cr.conversation_key = m.pair_key),
            (select cm.created_at from ${companyMembers} cm where cm.user_id = ${memberId}::uuid),
            '-infinity'::timestamptz)`);
      return Number((result.rows[0] as { n?: unknown } | undefined)?.n ?? 0);
    },
  };
}

function toConversationRow(row: Record<string, unknown>, lastSenderName: string | null): ConversationRow {
  return {
    otherId: String(row.otherId),
    firstName: (row.firstName as string | null) ?? null,
    lastName: (row.lastName as string | null) ?? null,
    email: String(row.email ?? ''),
    profileImg: (row.profileImg as string | null) ?? null,
    lastId: String(row.lastId),
    lastSenderId: String(row.lastSenderId),
    lastSenderName,
    lastMessage: String(row.lastMessage),
    lastAt: String(row.lastAt),
    unread: Number(row.unread),
    applicationId: (row.applicationId as string | null) ?? null,
    applicationStatus: (row.applicationStatus as ApplicationStatus | null) ?? null,
    applicationTitle: (row.applicationTitle as string | null) ?? null,
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

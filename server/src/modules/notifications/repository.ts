import type { NotificationKind } from '@shared/api/notifications';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  JOB_EXPIRING_WITHIN_DAYS,
  PLAN_EXPIRING_WITHIN_DAYS,
} from '@shared/api/notifications';
import type { Lang } from '@shared/domain';
import { COMPANY_ROLES, can } from '@shared/team/permissions';
import { type SQL, and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jsonValue } from '../../db/json-values';
import { orderBy, tiebreak } from '../../db/sort-order';
import {
  type NotificationParams,
  type PreferenceOverrides,
  notificationEmails,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema';

/**
 * Data access of the notifications module: the only file here that knows Drizzle or SQL. It reads
 * the jobs, applications and messages tables with its own queries (docs/architecture.md §3), so
 * the module imports no other module.
 */

/** A transaction or the database: what the applications module hands in for its apply transaction. */
export type Queryable = Pick<Database, 'execute'>;

export type { PreferenceOverrides };

/** A notification as stored, plus what delivering it needs (the recipient's choices and language). */
export interface StoredNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  jobId: string | null;
  applicationId: string | null;
  params: NotificationParams;
  inApp: boolean;
  createdAt: Date;
  readAt: Date | null;
}

export interface NewNotification extends StoredNotification {
  desktop: boolean;
  language: Lang;
}

/** Roles whose members receive a company conversation's messages (issue 18). */
const CHAT_ROLES = COMPANY_ROLES.filter((role) => can(role, 'chat.use'));

/** The recipient's choice for one kind and channel, as SQL over notification_preferences `p`. */
function choice(kind: NotificationKind, channel: 'inApp' | 'desktop' | 'email') {
  const fallback = DEFAULT_NOTIFICATION_PREFERENCES[kind][channel];
  return sql.raw(`coalesce((p.preferences -> '${kind}' ->> '${channel}')::boolean, ${fallback})`);
}

const toDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

function toNewNotification(row: Record<string, unknown>): NewNotification {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    kind: row.kind as NotificationKind,
    jobId: row.job_id ? String(row.job_id) : null,
    applicationId: row.application_id ? String(row.application_id) : null,
    params: jsonValue<NotificationParams>(row.params),
    inApp: Boolean(row.in_app),
    createdAt: toDate(row.created_at),
    readAt: row.read_at ? toDate(row.read_at) : null,
    desktop: Boolean(row.desktop),
    language: row.language === 'en' ? 'en' : 'pt',
  };
}

/**
 * Inserts notifications selected by `source` (columns user_id, kind, job_id, application_id,
 * params) and, in the same statement, queues an email for each recipient who wants one. Rows that
 * already exist (the unique indexes) are skipped. Returns what was inserted.
 */
async function insertWithEmails(
  db: Queryable,
  kind: NotificationKind,
  source: ReturnType<typeof sql>,
  now: Date,
): Promise<NewNotification[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with src as (${source}),
    n as (
      insert into notifications (user_id, kind, job_id, application_id, params, in_app, created_at)
      select src.user_id, src.kind, src.job_id, src.application_id, src.params, ${choice(kind, 'inApp')}, ${at}
      from src left join notification_preferences p on p.user_id = src.user_id
      on conflict do nothing
      returning *
    ),
    e as (
      insert into notification_emails (user_id, kind, notification_id, next_attempt_at, created_at)
      select n.user_id, n.kind, n.id, ${at}, ${at}
      from n left join notification_preferences p on p.user_id = n.user_id
      where ${choice(kind, 'email')}
      returning id
    )
    select n.id, n.user_id, n.kind, n.job_id, n.application_id, n.params, n.in_app, n.created_at,
      n.read_at, ${choice(kind, 'desktop')} as desktop, coalesce(p.language, 'pt') as language,
      (select count(*) from e) as emails
    from n left join notification_preferences p on p.user_id = n.user_id`);
  return result.rows.map(toNewNotification);
}

export function createNotificationsRepository(db: Database) {
  return {
    /** One page of the caller's in-app notifications, newest first, after the one named `before`. */
    async feed(userId: string, limit: number, before: string | null): Promise<StoredNotification[]> {
      const cursor = before
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n2.created_at, n2.id from notifications n2 where n2.id = ${before}::uuid and n2.user_id = ${userId}::uuid)`
        : undefined;
      const rows = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true), cursor))
        // Spelled exactly as notifications_feed_idx (created_at DESC NULLS LAST, id DESC NULLS
        // LAST, see db/sort-order.ts): PostgreSQL matches an ORDER BY to an index only when the
        // NULLS agree too, NOT NULL columns or not. Plain 'desc' (NULLS FIRST) made it read and
        // sort every row of the user before the LIMIT: 2,573 pages and 9–13 ms for an employer
        // with 10,000 notifications, instead of one index range of 21 entries.
        .orderBy(...orderBy(tiebreak(notifications), 'desc'))
        .limit(limit);
      return rows.map((row) => ({ ...row, jobId: row.jobId, applicationId: row.applicationId }));
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.inApp, true), isNull(notifications.readAt)),
        );
      return Number(row?.n ?? 0);
    },

    /** Marks the caller's own among `ids` (all of them when null) read; other ids match nothing. */
    async markRead(userId: string, ids: string[] | null, now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : eq(notifications.inApp, true),
          ),
        );
    },

    async preferences(userId: string): Promise<{ overrides: PreferenceOverrides; language: Lang } | null> {
      const [row] = await db
        .select({
          overrides: notificationPreferences.preferences,
          language: notificationPreferences.language,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row ?? null;
    },

    async savePreferences(userId: string, overrides: PreferenceOverrides, now: Date): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, preferences: overrides, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { preferences: overrides, updatedAt: now },
        });
    },

    /** Turns one kind's email off, keeping every other choice. */
    async turnEmailOff(userId: string, kind: NotificationKind, now: Date): Promise<boolean> {
      const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!exists) return false;
      const off = sql`jsonb_build_object(${kind}::text, jsonb_build_object('email', false))`;
      await db
        .insert(notificationPreferences)
        .values({ userId, preferences: sql`${off}`, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: {
            preferences: sql`${notificationPreferences.preferences} || jsonb_build_object(${kind}::text, coalesce(${notificationPreferences.preferences} -> ${kind}::text, '{}'::jsonb) || '{"email": false}'::jsonb)`,
            updatedAt: now,
          },
        });
      return true;
    },

    /** The language emails use: the one the user's app last asked in. */
    async recordLanguage(userId: string, language: Lang): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, language })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { language },
          setWhere: sql`${notificationPreferences.language} is distinct from ${language}`,
        });
    },

    /**
     * APPLICATION_RECEIVED for every member of the job's company (issue 18), inside the
     * application's own transaction (`tx`), with their emails queued in the same statement.
     */
    async applicationReceived(
      tx: Queryable,
      input: { applicationId: string; internshipId: string; candidateId: string; now: Date },
    ): Promise<NewNotification[]> {
      const source = sql`
        select m.user_id, 'APPLICATION_RECEIVED'::text as kind, i.id as job_id,
          ${input.applicationId}::uuid as application_id,
          jsonb_build_object('jobTitle', i.title,
            'candidateName', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')) as params
        from internships i join company_members m on m.company_id = i.company_id
          left join users u on u.id = ${input.candidateId}::uuid
        where i.id = ${input.internshipId}::uuid`;
      return insertWithEmails(tx, 'APPLICATION_RECEIVED', source, input.now);
    },

    /**
     * JOB_EXPIRING (active, expires within the window) and JOB_EXPIRED (still marked active, its
     * date passed within `lookbackMs`: jobs that ran out long before this feature are left alone).
     * The unique (job, kind) index makes a second sweep, on any instance, insert nothing.
     */
    async sweepJobs(now: Date, lookbackMs: number): Promise<NewNotification[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const soon = new Date(now.getTime() + JOB_EXPIRING_WITHIN_DAYS * 86_400_000).toISOString();
      const since = new Date(now.getTime() - lookbackMs).toISOString();
      const params = sql`jsonb_build_object('jobTitle', i.title, 'expiresAt',
        to_char(i.expiration_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
      return db.transaction(async (tx) => {
        /** `kind` to every member of the companies of the still-active jobs whose date is `within`. */
        const noticeJobs = (kind: 'JOB_EXPIRING' | 'JOB_EXPIRED', within: SQL) =>
          insertWithEmails(
            tx,
            kind,
            sql`select m.user_id, ${kind}::text as kind, i.id as job_id,
                null::uuid as application_id, ${params} as params
              from internships i join company_members m on m.company_id = i.company_id
              where i.active_status = 'ACTIVE' and ${within}`,
            now,
          );
        const expiring = await noticeJobs(
          'JOB_EXPIRING',
          sql`i.expiration_date > ${at} and i.expiration_date <= ${soon}::timestamptz`,
        );
        const expired = await noticeJobs(
          'JOB_EXPIRED',
          sql`i.expiration_date <= ${at} and i.expiration_date > ${since}::timestamptz`,
        );
        return [...expiring, ...expired];
      });
    },

    /**
     * PLAN_EXPIRING: Professional Plans (the payments module's `subscriptions`) that end within
     * PLAN_EXPIRING_WITHIN_DAYS. The unique (user, period end) index makes it once per paid period:
     * a renewal moves the end date, so the next period gets its own reminder.
     */
    async sweepPlans(now: Date): Promise<NewNotification[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const soon = new Date(now.getTime() + PLAN_EXPIRING_WITHIN_DAYS * 86_400_000).toISOString();
      return insertWithEmails(
        db,
        'PLAN_EXPIRING',
        sql`select s.user_id, 'PLAN_EXPIRING'::text as kind, null::uuid as job_id,
            null::uuid as application_id,
            jsonb_build_object('activeUntil',
              to_char(s.active_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as params
          from subscriptions s
          where s.active_until > ${at} and s.active_until <= ${soon}::timestamptz`,
        now,
      );
    },

    /**
     * INTERVIEW_REMINDER (issue 19): scheduled interviews starting within `windowMs`, to their
     * interviewers and the member who scheduled it (while still in the company). The unique
     * (user, interview, start) index makes it once per start, whichever sweep or instance runs.
     * Application and job stay NULL on the row (their unique indexes are other kinds'); the
     * params carry the application for the link.
     */
    async sweepInterviewReminders(now: Date, windowMs: number): Promise<NewNotification[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const until = new Date(now.getTime() + windowMs).toISOString();
      return insertWithEmails(
        db,
        'INTERVIEW_REMINDER',
        sql`select distinct who.user_id, 'INTERVIEW_REMINDER'::text as kind, null::uuid as job_id,
            null::uuid as application_id,
            jsonb_build_object('interviewId', iv.id::text, 'applicationId', iv.application_id::text,
              'startsAt', to_char(iv.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'timeZone', iv.time_zone, 'jobTitle', i.title,
              'candidateName', nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')) as params
          from interviews iv
          join applications a on a.id = iv.application_id
          join internships i on i.id = a.internship_id
          join users u on u.id = a.user_id
          join lateral (
            select ii.user_id from interview_interviewers ii where ii.interview_id = iv.id
            union select iv.created_by where iv.created_by is not null
          ) who on true
          join company_members m on m.user_id = who.user_id and m.company_id = iv.company_id
          where iv.status = 'SCHEDULED' and iv.starts_at > ${at}
            and iv.starts_at <= ${until}::timestamptz`,
        now,
      );
    },

    /**
     * MESSAGE_UNREAD: conversations where a message to a user who chose email has waited unread
     * (for a company's conversation: unread by that member, each member by their own read mark;
     * the email names the candidate, and to a candidate the company)
     * since `unreadBefore` (but not longer than `since`), newer than what the last email covered,
     * and no email went in the last `throttleMs`. Claimed with one conditional upsert per
     * conversation, so only one instance queues the email. Returns how many were queued.
     */
    async sweepUnreadMessages(
      now: Date,
      unreadBefore: Date,
      since: Date,
      throttleMs: number,
    ): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const throttle = new Date(now.getTime() - throttleMs).toISOString();
      const result = await db.execute(sql`
        with waiting as (
          -- To a person: a member's message to a candidate (the company is the party the candidate
          -- knows), or an old one-to-one message.
          select m.receiver_id as user_id, m.pair_key,
            coalesce(m.company_id, m.sender_id) as party_id, (m.company_id is not null) as party_is_company,
            max(m.created_at) as newest, count(*) as waiting
          from messages m
          join notification_preferences p on p.user_id = m.receiver_id
          where m.receiver_id is not null and m.read_at is null
            and m.created_at <= ${unreadBefore.toISOString()}::timestamptz
            and m.created_at > ${since.toISOString()}::timestamptz
            and ${choice('MESSAGE_UNREAD', 'email')}
          group by m.receiver_id, m.pair_key, coalesce(m.company_id, m.sender_id), (m.company_id is not null)
          union all
          -- To a company (issue 18): each member allowed to chat, past their own read mark (or
          -- since they joined).
          select cm.user_id, m.pair_key, m.sender_id, false, max(m.created_at), count(*)
          from messages m
          join company_members cm on cm.company_id = m.company_id
            and cm.role = any(${sql.param([...CHAT_ROLES])}::text[])
          join notification_preferences p on p.user_id = cm.user_id
          left join conversation_reads r on r.user_id = cm.user_id and r.conversation_key = m.pair_key
          where m.receiver_id is null and m.company_id is not null
            and m.created_at > coalesce(r.last_read_at, cm.created_at)
            and m.created_at <= ${unreadBefore.toISOString()}::timestamptz
            and m.created_at > ${since.toISOString()}::timestamptz
            and ${choice('MESSAGE_UNREAD', 'email')}
          group by cm.user_id, m.pair_key, m.sender_id
        ),
        claimed as (
          insert into message_unread_alerts as a (user_id, pair_key, last_sent_at, covered_until)
          select user_id, pair_key, ${at}, newest from waiting
          on conflict (user_id, pair_key) do update
            set last_sent_at = excluded.last_sent_at, covered_until = excluded.covered_until
            where a.last_sent_at <= ${throttle}::timestamptz and a.covered_until < excluded.covered_until
          returning a.user_id, a.pair_key
        ),
        e as (
          insert into notification_emails (user_id, kind, params, next_attempt_at, created_at)
          select w.user_id, 'MESSAGE_UNREAD', jsonb_build_object('senderId', w.party_id::text,
              'senderName', case when w.party_is_company then co.company_name
                else coalesce(nullif(trim(concat_ws(' ', s.first_name, s.last_name)), ''), s.email) end,
              'count', w.waiting),
            ${at}, ${at}
          from claimed c join waiting w on w.user_id = c.user_id and w.pair_key = c.pair_key
          left join users s on s.id = w.party_id and not w.party_is_company
          left join companies co on co.id = w.party_id and w.party_is_company
          where coalesce(s.id, co.id) is not null
          returning id
        )
        select count(*) as queued from e`);
      return Number(result.rows[0]?.queued ?? 0);
    },

    /**
     * Takes up to `limit` due emails for this instance: their next attempt moves `leaseMs` ahead
     * (so another instance does not take them while they are being sent) and attempts counts up.
     */
    async claimEmails(now: Date, limit: number, leaseMs: number) {
      const at = now.toISOString();
      const lease = new Date(now.getTime() + leaseMs).toISOString();
      const result = await db.execute(sql`
        update notification_emails q set next_attempt_at = ${lease}::timestamptz, attempts = q.attempts + 1
        where q.id in (
          select id from notification_emails
          where status = 'PENDING' and next_attempt_at <= ${at}::timestamptz
          order by next_attempt_at limit ${limit}
          for update skip locked
        )
        returning q.id, q.user_id, q.kind, q.notification_id, q.params, q.attempts`);
      return result.rows.map((row) => ({
        id: String(row.id),
        userId: String(row.user_id),
        kind: row.kind as NotificationKind,
        notificationId: row.notification_id ? String(row.notification_id) : null,
        params: jsonValue<Record<string, string | number>>(row.params),
        attempts: Number(row.attempts),
      }));
    },

    /** What an email needs: the address, the language, whether email is still on, the notification. */
    async emailContext(userId: string, kind: NotificationKind, notificationId: string | null) {
      const [recipient] = await db
        .select({
          email: users.email,
          language: notificationPreferences.language,
          overrides: notificationPreferences.preferences,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(eq(users.id, userId));
      if (!recipient) return null;
      const [notification] = notificationId
        ? await db.select().from(notifications).where(eq(notifications.id, notificationId))
        : [];
      const wanted = recipient.overrides?.[kind]?.email ?? DEFAULT_NOTIFICATION_PREFERENCES[kind].email;
      return {
        email: recipient.email,
        language: (recipient.language ?? 'pt') as Lang,
        wanted,
        notification: notification ?? null,
      };
    },

    async emailSent(id: string, now: Date): Promise<void> {
      await db
        .update(notificationEmails)
        .set({ status: 'SENT', sentAt: now, lastError: null })
        .where(eq(notificationEmails.id, id));
    },

    async emailRetry(id: string, next: Date, error: string): Promise<void> {
      await db
        .update(notificationEmails)
        .set({ nextAttemptAt: next, lastError: error.slice(0, 500) })
        .where(eq(notificationEmails.id, id));
    },

    async emailDropped(id: string, error: string): Promise<void> {
      await db
        .update(notificationEmails)
        .set({ status: 'FAILED', lastError: error.slice(0, 500) })
        .where(eq(notificationEmails.id, id));
    },

    /** The newest notifications first (for the tests and tools): by kind for one user. */
    async listAll(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/api/notifications';
import { LANGUAGES, type Lang } from '@shared/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import {
  belongsTo,
  createdAt,
  jsonObject,
  keyOf,
  oneOf,
  optionalParent,
  primaryId,
  updatedAt,
} from './columns';
import { newestFirst } from './list-indexes';
import { internships } from './internships';
import { users } from './users';

/**
 * What a notification names, kept as it was when it was written (the job's title, the
 * candidate's name, the expiry date), so the feed reads one table.
 */
export interface NotificationParams {
  jobTitle?: string;
  candidateName?: string;
  expiresAt?: string;
  /** PLAN_EXPIRING: the end of the paid period it reminds of (also what makes it once per period). */
  activeUntil?: string;
  /** INTERVIEW_REMINDER: the interview, its application (the link), its start and zone. */
  interviewId?: string;
  applicationId?: string;
  startsAt?: string;
  timeZone?: string;
}

/**
 * One notification for one user (issue 15). Written in the same transaction as what caused it
 * (an application), or by the sweep for time-based kinds. Rows the user turned off in-app are
 * still written (they are what makes a kind once per job) but never shown or counted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    jobId: optionalParent('job_id', () => internships.id),
    applicationId: optionalParent('application_id', () => applications.id),
    params: jsonObject<NotificationParams>('params'),
    inApp: boolean('in_app').notNull().default(true),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_kind_valid', sql`${t.kind} in (${oneOf(NOTIFICATION_KINDS)})`),
    // The feed, newest first, is one index range per user; the unread count an index-only scan.
    index('notifications_feed_idx')
      .on(t.userId, ...newestFirst(t))
      .where(sql`${t.inApp}`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.inApp} and ${t.readAt} is null`),
    // Once per member, job and kind for the time-based kinds, whichever sweep or instance finds it
    // first; once per member and application (issue 18: every member of the company is told).
    uniqueIndex('notifications_user_job_kind_unique')
      .on(t.userId, t.jobId, t.kind)
      .where(sql`${t.applicationId} is null`),
    uniqueIndex('notifications_user_application_unique').on(t.userId, t.applicationId),
    // The plan's reminder: once per user and paid period, whichever sweep or instance finds it first.
    uniqueIndex('notifications_plan_period_unique')
      .on(t.userId, sql`(${t.params}->>'activeUntil')`)
      .where(sql`${t.kind} = 'PLAN_EXPIRING'`),
    // The interview reminder (issue 19): once per member, interview and start time, whichever
    // sweep or instance finds it first; a moved interview gets a reminder for its new time.
    uniqueIndex('notifications_interview_reminder_unique')
      .on(t.userId, sql`(${t.params}->>'interviewId')`, sql`(${t.params}->>'startsAt')`)
      .where(sql`${t.kind} = 'INTERVIEW_REMINDER'`),
  ],
);

/** `{ [kind]: { inApp?, desktop?, email? } }`: a user's choices that differ; a missing value is the default. */
export type PreferenceOverrides = Partial<
  Record<NotificationKind, Partial<Record<'inApp' | 'desktop' | 'email', boolean>>>
>;

/** A user's choices per kind (only what differs from the defaults) and the language of their emails. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: keyOf('user_id', () => users.id),
    preferences: jsonObject<PreferenceOverrides>('preferences'),
    /** The language the user's app last asked in; emails use it (Portuguese until it is known). */
    language: text('language').$type<Lang>().notNull().default('pt'),
    updatedAt: updatedAt(),
  },
  (t) => [check('notification_preferences_language_valid', sql`${t.language} in (${oneOf(LANGUAGES)})`)],
);

export const NOTIFICATION_EMAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type NotificationEmailStatus = (typeof NOTIFICATION_EMAIL_STATUSES)[number];

/**
 * The email queue (a transactional outbox): a row is written with the notification, so an email
 * is neither lost when the process stops nor sent for something that rolled back. Any instance
 * takes due rows (FOR UPDATE SKIP LOCKED), sends, and retries with growing delays.
 */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    notificationId: optionalParent('notification_id', () => notifications.id),
    /** For MESSAGE_UNREAD: the sender (id and name) and how many messages wait. */
    params: jsonObject<Record<string, string | number>>('params'),
    status: text('status').$type<NotificationEmailStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('notification_emails_kind_valid', sql`${t.kind} in (${oneOf(NOTIFICATION_KINDS)})`),
    check('notification_emails_status_valid', sql`${t.status} in (${oneOf(NOTIFICATION_EMAIL_STATUSES)})`),
    index('notification_emails_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * MESSAGE_UNREAD's throttle: per recipient and conversation, when the last email went and the
 * newest message it covered. Claimed with one conditional upsert, so two instances never both send.
 */
export const messageUnreadAlerts = pgTable(
  'message_unread_alerts',
  {
    userId: belongsTo('user_id', () => users.id),
    pairKey: text('pair_key').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pairKey] })],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../mail/mailer';
import { createdAt, oneOf, primaryId } from './columns';

/** What a queued email is for, named in the logs and kept on a dropped row (mail/outbox.ts). */
export const OUTBOX_PURPOSES = ['TEMPLATE_MESSAGE', 'INTERVIEW_INVITATION'] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

/**
 * Emails written in full by the time they are queued (issue 19: a status change's template
 * message, an interview invitation with its .ics), sent with retries by mail/outbox.ts. A sent
 * email's row is deleted (its text is personal data with no further use); one given up after
 * the last attempt stays as DROPPED with its last error, for an operator to look at.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    purpose: text('purpose').$type<OutboxPurpose>().notNull(),
    message: jsonb('message').$type<MailMessage>().notNull(),
    status: text('status').$type<'PENDING' | 'DROPPED'>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_purpose_valid', sql`${t.purpose} in (${oneOf(OUTBOX_PURPOSES)})`),
    check('mail_outbox_status_valid', sql`${t.status} in ('PENDING', 'DROPPED')`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

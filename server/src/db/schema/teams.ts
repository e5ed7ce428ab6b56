import type { ActivityAction } from '@shared/api/team';
import { LANGUAGES, type Lang } from '@shared/domain';
import { ACTIVITY_ACTIONS } from '@shared/api/team';
import { COMPANY_ROLES, type CompanyRole } from '@shared/team/permissions';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { attributedTo, belongsTo, createdAt, jsonObject, keyOf, oneOf, primaryId } from './columns';
import { newestFirst } from './list-indexes';
import { companies } from './companies';
import { users } from './users';

/**
 * Company teams (issue 18): a company's jobs, applicants and conversations belong to the company;
 * its members reach them with the rights of their role (src/shared/team/permissions.ts).
 */

/** Who belongs to which company, with what role. One company per account (user_id is the key). */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: keyOf('user_id', () => users.id),
    companyId: belongsTo('company_id', () => companies.id),
    role: text('role').$type<CompanyRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_members_role_valid', sql`${t.role} in (${oneOf(COMPANY_ROLES)})`),
    index('company_members_company_idx').on(t.companyId),
  ],
);

/**
 * Invitations to join a company. The emailed link carries a random secret; only its SHA-256 is
 * kept (`token_hash`), so the table cannot be used to join. Single use: `accepted_at` is set in
 * the same statement that checks it is still empty.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: primaryId(),
    companyId: belongsTo('company_id', () => companies.id),
    /** Lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    language: text('language').$type<Lang>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: attributedTo('invited_by', () => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: attributedTo('accepted_by', () => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_role_valid', sql`${t.role} in ('ADMIN', 'RECRUITER', 'VIEWER')`),
    check('company_invitations_language_valid', sql`${t.language} in (${oneOf(LANGUAGES)})`),
    check('company_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
  ],
);

/**
 * What members did, for owners and admins (GET /company/activity). `details` keeps the names as
 * they were (a deleted job's title, a removed member's email), so the log reads after the fact.
 */
export const companyActivity = pgTable(
  'company_activity',
  {
    id: primaryId(),
    companyId: belongsTo('company_id', () => companies.id),
    actorId: attributedTo('actor_id', () => users.id),
    action: text('action').$type<ActivityAction>().notNull(),
    subjectId: uuid('subject_id'),
    details: jsonObject<Record<string, string>>('details'),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_activity_action_valid', sql`${t.action} in (${oneOf(ACTIVITY_ACTIONS)})`),
    index('company_activity_company_created_idx').on(t.companyId, ...newestFirst(t)),
    // A job's history (issue 19): its entries by subject, newest first.
    index('company_activity_subject_created_idx').on(t.subjectId, ...newestFirst(t)),
  ],
);

/**
 * Applications per company per day (Luanda days, UTC+1), kept by triggers on applications and
 * internships (migration 0015, replacing the per-employer rollup of 0002), so the dashboard
 * chart reads at most one row per day.
 */
export const companyDailyApplications = pgTable(
  'company_daily_applications',
  {
    companyId: belongsTo('company_id', () => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    applications: integer('applications').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

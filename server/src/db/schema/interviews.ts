import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_STATUSES,
  type InterviewStatus,
} from '@shared/api/interviews';
import { DEFAULT_TIME_ZONE } from '@shared/time/zoned';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { attributedTo, belongsTo, createdAt, oneOf, primaryId, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * An interview a company scheduled for one of its applications (issue 19). A cancelled one stays
 * (status CANCELLED): its `uid` and `sequence` are what calendars matched the invitations on.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: primaryId(),
    companyId: belongsTo('company_id', () => companies.id),
    applicationId: belongsTo('application_id', () => applications.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The IANA zone the time was chosen in (validated against Intl's list by the contract). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    /** https only (the contract and the CHECK below). */
    videoUrl: text('video_url'),
    notes: text('notes'),
    createdBy: attributedTo('created_by', () => users.id),
    status: text('status').$type<InterviewStatus>().notNull().default('SCHEDULED'),
    /** iCalendar SEQUENCE: 0 for the first invitation, one more for each update or the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** iCalendar UID: the same for the invitation, its updates and its cancellation. */
    uid: text('uid').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('interviews_status_valid', sql`${t.status} in (${oneOf(INTERVIEW_STATUSES)})`),
    check(
      'interviews_duration_valid',
      sql`${t.durationMinutes} between ${sql.raw(String(INTERVIEW_MIN_MINUTES))} and ${sql.raw(String(INTERVIEW_MAX_MINUTES))}`,
    ),
    check('interviews_place_given', sql`${t.location} is not null or ${t.videoUrl} is not null`),
    check('interviews_video_https', sql`${t.videoUrl} is null or ${t.videoUrl} like 'https://%'`),
    index('interviews_application_idx').on(t.applicationId, t.startsAt),
    // The dashboard's range and the reminder sweep: scheduled interviews by start.
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt).where(sql`${t.status} = 'SCHEDULED'`),
    index('interviews_starts_idx').on(t.startsAt).where(sql`${t.status} = 'SCHEDULED'`),
  ],
);

/** Who interviews: members of the interview's company (checked by the service: 400 otherwise). */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: belongsTo('interview_id', () => interviews.id),
    userId: belongsTo('user_id', () => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);

import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Applications per employer per day (Luanda days, UTC+1), kept by triggers on applications and
 * internships (migration 0002), so the dashboard chart reads at most one row per day instead of
 * grouping every application of every job.
 */
export const employerDailyApplications = pgTable(
  'employer_daily_applications',
  {
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    applications: integer('applications').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employerId, t.day] })],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { companies } from './companies';
import { attributedTo, belongsTo, createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * Issue 19: members' notes on an application. The company's (company_id, copied from the
 * application when written), attributed to the member who wrote it; kept when the author's
 * account goes (author_id set null), gone with the application.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: primaryId(),
    applicationId: belongsTo('application_id', () => applications.id),
    companyId: belongsTo('company_id', () => companies.id),
    authorId: attributedTo('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set when the author changes the body; null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt, t.id)],
);

/** One score per member and application (1–5); PUT replaces it. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    applicationId: belongsTo('application_id', () => applications.id),
    memberId: belongsTo('member_id', () => users.id),
    companyId: belongsTo('company_id', () => companies.id),
    score: smallint('score').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.memberId] }),
    check('application_ratings_score_range', sql`${t.score} between 1 and 5`),
  ],
);

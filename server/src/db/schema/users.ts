import {
  AVAILABILITIES,
  type Availability,
  PROVIDERS,
  type Provider,
  ROLES,
  type Role,
  SPOKEN_LANGUAGES,
  type SpokenLanguage,
} from '@shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  keyOf,
  oneOf,
  primaryId,
  singleUseToken,
  stringList,
  updatedAt,
} from './columns';
import { newestFirst } from './list-indexes';

/**
 * One table for employers and candidates: the same login, the same profile fields (docs/product.md §3
 * User). Candidate search filters by role, city, availability and skills, hence the indexes.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Stored lower-cased (CHECK below) so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    /** NULL for accounts created through Google or Facebook. */
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull(),
    provider: text('provider').$type<Provider>().notNull().default('LOCAL'),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    designation: text('designation'),
    /** Codes of SPOKEN_LANGUAGES (CHECK below: the list is contained in the list of codes). */
    language: stringList('language').$type<SpokenLanguage[]>(),
    profileImg: text('profile_img'),
    city: text('city'),
    skills: stringList('skills'),
    /** A code of AVAILABILITIES (migration 0011 turned the stored words into codes). */
    availability: text('availability').$type<Availability>(),
    nationality: text('nationality'),
    headline: text('headline'),
    profileSetup: boolean('profile_setup').notNull().default(false),
    /** Bumped on password reset/change; tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Lower-case, accent-free name + headline, maintained by the app for candidate search. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in (${oneOf(ROLES)})`),
    check('users_provider_valid', sql`${t.provider} in (${oneOf(PROVIDERS)})`),
    check('users_availability_valid', sql`${t.availability} in (${oneOf(AVAILABILITIES)})`),
    check(
      'users_language_valid',
      sql`${t.language} <@ ${sql.raw(`'${JSON.stringify(SPOKEN_LANGUAGES)}'::jsonb`)}`,
    ),
    // Candidate browsing (GET /user): partial indexes in the list's order (newest first), so a
    // page is one index range, a count an index-only scan, and deep pages a keyset from an anchor.
    index('users_candidates_created_idx')
      .on(...newestFirst(t))
      .where(sql`${t.role} = 'CANDIDATE'`),
    index('users_candidates_city_idx')
      .on(t.city, ...newestFirst(t))
      .where(sql`${t.role} = 'CANDIDATE'`),
    index('users_candidates_availability_idx')
      .on(t.availability, ...newestFirst(t))
      .where(sql`${t.role} = 'CANDIDATE'`),
    // Sorting candidates by name (issue 19): search_text starts with the accent-free name.
    index('users_candidates_name_idx')
      .on(t.searchText, ...newestFirst(t))
      .where(sql`${t.role} = 'CANDIDATE'`),
    index('users_skills_gin_idx').using('gin', t.skills),
    // `q` and the applications search are LIKE '%…%' on search_text: trigram GIN (pg_trgm). City
    // and availability ride in the same GIN (btree_gin, migration 0029), so a search with either
    // is one intersection inside the index: 'silva' in Namibe reads its 213 rows, not the 3,070
    // heap pages of every 'silva' to drop those elsewhere (issue 20). A search alone uses it too.
    index('users_candidates_search_filters_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'), t.city, t.availability)
      .where(sql`${t.role} = 'CANDIDATE'`),
  ],
);

/**
 * Version counters of lists that every employer shares (today: 'candidates'), bumped by
 * triggers (migration 0005) whenever a row that could change such a list's counts changes.
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Issue 20: candidates per UTC day of created_at (migration 0032), kept exact by statement
 * triggers on users. A deep page of the whole candidates list in date order starts at the first
 * row of its day (db/day-starts.ts), as a company's applications do with company_application_days.
 */
export const candidateDays = pgTable('candidate_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Issue 20: candidates per value of each one-value filter (migration 0033): kind 'city',
 * 'availability' or 'skill', kept exact by statement triggers on users. A list filtered by one of
 * them alone takes its total from here, one primary-key read: a skill counted through its GIN
 * index reads every matched row of users (10,750 rows in 5,018 pages, 21 ms, at 100,000).
 */
export const candidateFilterCounts = pgTable(
  'candidate_filter_counts',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);

/** Sign-up verification codes. Only an HMAC of the code is kept. */
export const emailOtps = pgTable(
  'email_otps',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries spent on this code; reserved before comparing so parallel guesses cannot exceed the cap. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_otps_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * An address change waiting for proof (PUT /user/profile with a new email): at most one per
 * account, replaced by a newer request, deleted once confirmed or cancelled. Only an HMAC of
 * the emailed code is kept. The address is not unique here: two accounts may ask for the same
 * one, and the unique index on users decides at confirmation.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    userId: keyOf('user_id', () => users.id),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries spent on this code; reserved before comparing, like email_otps.attempts. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('email_changes_new_email_lower', sql`${t.newEmail} = lower(${t.newEmail})`)],
);

/**
 * Password reset requests. `id` is the opaque request id the API may show; the secret of the
 * emailed link is only stored as an HMAC in `token_hash`.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    ...singleUseToken(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

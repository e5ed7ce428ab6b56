import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId, singleUseToken } from './columns';
import { users } from './users';

/**
 * One row per sign-in (a refresh-token "family"): its id is the `sid` claim of every access
 * token issued to it, so deleting the row (logout, reuse of a spent refresh token, logout-all)
 * makes those access tokens fail at once. `token_version` is the account's version when the
 * session started: a later bump (password change or reset, email change) leaves it dead.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: primaryId(),
    userId: belongsTo('user_id', () => users.id),
    tokenVersion: integer('token_version').notNull(),
    /** The sign-in's absolute end, whatever the refreshes (SESSION_MAX_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Every refresh token a session was given, only as an HMAC. A token is used once: rotation
 * stamps `used_at` and issues the next one. A token presented again after its `used_at` was
 * stolen or replayed, so the whole session goes (reuse detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    sessionId: belongsTo('session_id', () => authSessions.id),
    ...singleUseToken(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

import { OTP_MAX_ATTEMPTS } from '@shared/constants';
import { type SQL, and, gt, isNull, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Conditions of the single-use secrets (reset links, sign-in states and tickets, emailed codes),
 * checked in the statement that spends them so two requests cannot both get through.
 */

/** Not used yet, and not expired at `now`. */
export const unspent = (usedAt: PgColumn, expiresAt: PgColumn, now: Date): SQL =>
  and(isNull(usedAt), gt(expiresAt, now)) as SQL;

/** An emailed code that may still be tried: tries left, and not expired at `now`. */
export const triesLeft = (attempts: PgColumn, expiresAt: PgColumn, now: Date): SQL =>
  and(lt(attempts, OTP_MAX_ATTEMPTS), gt(expiresAt, now)) as SQL;

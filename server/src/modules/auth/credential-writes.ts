import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets, users } from '../../db/schema';

/**
 * What every change of an account's credentials (a new password, a reset, a new address, all
 * sessions ended) writes to void what was issued before it, said once for the auth and user
 * modules.
 */

/** users.token_version one up: access tokens and sessions issued before stop working. */
export const nextTokenVersion = sql<number>`${users.tokenVersion} + 1`;

/**
 * Spends the user's reset links not used yet: a link mailed before the change must not undo a
 * newer password, nor work from an address the account no longer has. `db` may be a transaction.
 */
export async function voidResetLinks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

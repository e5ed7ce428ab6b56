import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { triesLeft } from '../../db/single-use';
import { emailChanges, users } from '../../db/schema';
import { nextTokenVersion, voidResetLinks } from '../auth/credential-writes';
import type { UserRow } from './repository';

/** Data access of the email change (pending address + code). Only file of the flow with Drizzle. */

export interface PendingChange {
  newEmail: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  createdAt: Date;
}

export function createEmailChangeRepository(db: Database) {
  return {
    async find(userId: string): Promise<PendingChange | null> {
      const [row] = await db
        .select({
          newEmail: emailChanges.newEmail,
          codeHash: emailChanges.codeHash,
          expiresAt: emailChanges.expiresAt,
          attempts: emailChanges.attempts,
          createdAt: emailChanges.createdAt,
        })
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** A new request (or resend) replaces the earlier one: only the latest mailed code works. */
    async replace(
      userId: string,
      values: { newEmail: string; codeHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      const row = { ...values, attempts: 0, createdAt: now };
      await db
        .insert(emailChanges)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: emailChanges.userId, set: row });
    },

    /**
     * Spends one try before the code is compared, in one statement, so parallel guesses get
     * no more than OTP_MAX_ATTEMPTS comparisons. Null when the code is used up or expired.
     */
    async reserveAttempt(userId: string, now: Date): Promise<{ attempts: number } | null> {
      const [row] = await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(
          and(eq(emailChanges.userId, userId), triesLeft(emailChanges.attempts, emailChanges.expiresAt, now)),
        )
        .returning({ attempts: emailChanges.attempts });
      return row ?? null;
    },

    async cancel(userId: string): Promise<void> {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },

    /**
     * Uses the pending change once (only if it still holds the code that was checked), moves the
     * account to the new address, ends earlier sessions (token version) and voids reset links
     * that went to the old address. Throws a unique violation if the address was taken meanwhile.
     */
    async apply(
      userId: string,
      codeHash: string,
      now: Date,
    ): Promise<{ oldEmail: string; user: UserRow } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId))
          .for('update')
          .limit(1);
        if (!before) return null;
        const [used] = await tx
          .delete(emailChanges)
          .where(and(eq(emailChanges.userId, userId), eq(emailChanges.codeHash, codeHash)))
          .returning({ newEmail: emailChanges.newEmail });
        if (!used) return null;
        const [user] = await tx
          .update(users)
          .set({
            email: used.newEmail,
            emailVerified: true,
            tokenVersion: nextTokenVersion,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning();
        await voidResetLinks(tx, userId, now);
        return user ? { oldEmail: before.email, user } : null;
      });
    },
  };
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>;

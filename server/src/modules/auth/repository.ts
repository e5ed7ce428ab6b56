import type { Provider, Role } from '@shared/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { triesLeft, unspent } from '../../db/single-use';
import { emailOtps, passwordResets, users } from '../../db/schema';
import { nextTokenVersion, voidResetLinks } from './credential-writes';

/** Data access of the auth module: the only file here that knows Drizzle. */

export interface AccountRow {
  id: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  provider: Provider;
  emailVerified: boolean;
  profileSetup: boolean;
  tokenVersion: number;
}

export interface OtpRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
  createdAt: Date;
}

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  role: Role;
  provider: Provider;
  emailVerified: boolean;
  firstName?: string | null;
  lastName?: string | null;
  profileImg?: string | null;
  searchText?: string;
}

const account = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  provider: users.provider,
  emailVerified: users.emailVerified,
  profileSetup: users.profileSetup,
  tokenVersion: users.tokenVersion,
};

/** The reset link whose secret hashes to `tokenHash`, while it works: not used, not expired at `now`. */
const usableReset = (tokenHash: string, now: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), unspent(passwordResets.usedAt, passwordResets.expiresAt, now));

export function createAuthRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<AccountRow | null> {
      const [row] = await db.select(account).from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<AccountRow | null> {
      const [row] = await db.select(account).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Throws a unique violation when the email is taken (see isUniqueViolation). */
    async create(values: NewAccount, now: Date): Promise<AccountRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning(account);
      return row!;
    },

    /**
     * A second sign-up for an address nobody has verified yet: the latest password and role
     * win, and any token issued to the earlier attempt stops working.
     */
    async restartSignUp(id: string, passwordHash: string, role: Role, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, role, tokenVersion: nextTokenVersion, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.emailVerified, false)));
    },

    /**
     * A provider proved the address belongs to the person signing in. An unverified account
     * with that address may have been opened by someone else: its password is dropped.
     */
    async claimUnverified(id: string, provider: Provider, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          emailVerified: true,
          passwordHash: null,
          provider,
          tokenVersion: nextTokenVersion,
          updatedAt: now,
        })
        .where(and(eq(users.id, id), eq(users.emailVerified, false)));
    },

    /**
     * Sets a new password and returns the new token version: older tokens and sessions die, and
     * so do reset links mailed before the change (a link must not undo the new password).
     */
    async changePassword(id: string, passwordHash: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: nextTokenVersion, updatedAt: now })
          .where(eq(users.id, id))
          .returning({ tokenVersion: users.tokenVersion });
        await voidResetLinks(tx, id, now);
        return row!.tokenVersion;
      });
    },

    async latestOtp(userId: string): Promise<OtpRow | null> {
      const [row] = await db
        .select({
          id: emailOtps.id,
          codeHash: emailOtps.codeHash,
          expiresAt: emailOtps.expiresAt,
          attempts: emailOtps.attempts,
          consumedAt: emailOtps.consumedAt,
          createdAt: emailOtps.createdAt,
        })
        .from(emailOtps)
        .where(eq(emailOtps.userId, userId))
        .orderBy(desc(emailOtps.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A new code replaces all earlier ones: only the latest email's code works. */
    async replaceOtp(userId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(emailOtps).where(eq(emailOtps.userId, userId));
        await tx.insert(emailOtps).values({ userId, codeHash, expiresAt, createdAt: now });
      });
    },

    /**
     * Spends one try before the code is compared, in one statement: parallel guesses cannot
     * get more than OTP_MAX_ATTEMPTS comparisons. Null when the code is used up, spent or expired.
     */
    async reserveOtpAttempt(otpId: string, now: Date): Promise<{ attempts: number } | null> {
      const [row] = await db
        .update(emailOtps)
        .set({ attempts: sql`${emailOtps.attempts} + 1` })
        .where(
          and(
            eq(emailOtps.id, otpId),
            isNull(emailOtps.consumedAt),
            triesLeft(emailOtps.attempts, emailOtps.expiresAt, now),
          ),
        )
        .returning({ attempts: emailOtps.attempts });
      return row ?? null;
    },

    /** Uses the code once and marks the address verified; false if someone used it first. */
    async consumeOtpAndVerify(otpId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(emailOtps)
          .set({ consumedAt: now })
          .where(and(eq(emailOtps.id, otpId), isNull(emailOtps.consumedAt)))
          .returning({ id: emailOtps.id });
        if (used.length === 0) return false;
        await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
        return true;
      });
    },

    async createPasswordReset(
      values: { id: string; userId: string; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<void> {
      await db.insert(passwordResets).values({ ...values, createdAt: now });
    },

    async isResetUsable(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(usableReset(tokenHash, now))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Uses the link (once: the conditional update lets only one request through), sets the
     * password, ends all sessions, and voids the user's other outstanding links. Reading the
     * email proves the address, so the account counts as verified from here on.
     *
     * The account's row is locked before the link, the order a password or address change keeps
     * (they update the row, then void the links): the other way round, a reset and a change at
     * the same moment deadlocked (PostgreSQL 40P01) and one of them answered 500.
     */
    async completePasswordReset(
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<{ userId: string; email: string } | null> {
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            sql`${users.id} in (select ${passwordResets.userId} from ${passwordResets} where ${usableReset(tokenHash, now)})`,
          )
          .for('no key update');
        if (!owner) return null;
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(usableReset(tokenHash, now))
          .returning({ userId: passwordResets.userId });
        if (!reset) return null;
        await voidResetLinks(tx, reset.userId, now);
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            emailVerified: true,
            tokenVersion: nextTokenVersion,
            updatedAt: now,
          })
          .where(eq(users.id, reset.userId))
          .returning({ userId: users.id, email: users.email });
        return user ?? null;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

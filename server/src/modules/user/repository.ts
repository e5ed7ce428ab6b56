import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, emailChanges, users } from '../../db/schema';

/** Data access of the user module: the only file here that knows Drizzle. */

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export function createUserRepository(db: Database) {
  return {
    /** With the address of a pending email change (GET /user/details shows it after a restart). */
    async findWithCompany(
      userId: string,
    ): Promise<{ user: UserRow; company: CompanyRow | null; pendingEmail: string | null } | null> {
      const [row] = await db
        .select({ user: users, company: companies, pendingEmail: emailChanges.newEmail })
        .from(users)
        .leftJoin(companies, eq(companies.userId, users.id))
        .leftJoin(emailChanges, eq(emailChanges.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

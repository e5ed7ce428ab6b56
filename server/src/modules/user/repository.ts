import type { LinkableProvider } from '@shared/api/user';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CompanyRole } from '@shared/team/permissions';
import { companies, companyMembers, emailChanges, userIdentities, users } from '../../db/schema';

/** Data access of the user module: the only file here that knows Drizzle. */

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export function createUserRepository(db: Database) {
  return {
    /** With the address of a pending email change (GET /user/details shows it after a restart). */
    async findWithCompany(userId: string): Promise<{
      user: UserRow;
      company: CompanyRow | null;
      companyRole: CompanyRole | null;
      pendingEmail: string | null;
    } | null> {
      const [row] = await db
        .select({
          user: users,
          company: companies,
          companyRole: companyMembers.role,
          pendingEmail: emailChanges.newEmail,
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(companies, eq(companies.id, companyMembers.companyId))
        .leftJoin(emailChanges, eq(emailChanges.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The sign-in providers linked to the account (each once, in a stable order). */
    async linkedProviders(userId: string): Promise<LinkableProvider[]> {
      const rows = await db
        .selectDistinct({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.provider));
      return rows.map((row) => row.provider);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

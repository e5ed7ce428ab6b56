import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { can } from '@shared/team/permissions';
import { type CompanyRow, type CompanyValues, createCompanyRepository } from '../company/repository';
import type { UserRow } from './repository';

/**
 * Writes of the profile calls (PUT /user/{userId}, PUT /user/profile). The email is not among
 * the patchable columns: it changes only through a confirmed email change.
 */

export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'designation'
    | 'language'
    | 'profileImg'
    | 'city'
    | 'skills'
    | 'availability'
    | 'nationality'
    | 'headline'
    | 'profileSetup'
    | 'searchText'
  >
>;

export function createProfileRepository(db: Database) {
  async function updateUser(tx: Database, userId: string, patch: UserPatch): Promise<UserRow | null> {
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  }

  return {
    async findUser(userId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async isEmailTakenByOther(email: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Reads the row, lets `build` compute the patch from it (search text needs the names that
     * stay), and writes it, all in one transaction so two saves cannot mix their halves.
     */
    async updateUser(
      userId: string,
      build: (current: UserRow) => UserPatch,
    ): Promise<{ before: UserRow; after: UserRow } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
        if (!before) return null;
        const after = await updateUser(tx as unknown as Database, userId, build(before));
        return after ? { before, after } : null;
      });
    },

    /**
     * The wizard's save: the person's fields, the flag and the company, together. Without a
     * company the caller founds one (as its owner); a member who may edit theirs updates it; any
     * other member (who joined by invitation) leaves it as it is.
     */
    async saveSetup(
      userId: string,
      patch: UserPatch,
      company: CompanyValues | null,
    ): Promise<{ user: UserRow; company: CompanyRow | null; previousLogo: string | null } | null> {
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const companiesRepo = createCompanyRepository(tx);
        const user = await updateUser(tx, userId, patch);
        if (!user) return null;
        const membership = await companiesRepo.membershipOf(userId);
        if (!membership) {
          const created = company ? await companiesRepo.createOwned(userId, company) : null;
          return { user, company: created, previousLogo: null };
        }
        const previous = await companiesRepo.findById(membership.companyId);
        if (!company || !can(membership.role, 'company.edit'))
          return { user, company: previous, previousLogo: null };
        const saved = await companiesRepo.update(membership.companyId, company);
        return { user, company: saved, previousLogo: previous?.logo ?? null };
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withRollback } from '../../db/errors';
import { companies, companyMembers } from '../../db/schema';
import { joinOrRollBack } from './join-company';

/** Data access of the company module: the only file here that knows Drizzle. */

export type CompanyRow = typeof companies.$inferSelect;

/** Column values to write; an undefined field is left as it is on update. */
export interface CompanyValues {
  companyName: string;
  description?: string | null;
  city?: string | null;
  phone?: string | null;
  website?: string | null;
  industry?: string | null;
  logo?: string | null;
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Works on the database or inside a transaction (a transaction is a Database too). */
export function createCompanyRepository(db: Database) {
  return {
    async findById(companyId: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },

    /** The company the user is a member of (one per account), whatever their role. */
    async findByUser(userId: string): Promise<CompanyRow | null> {
      const [row] = await db
        .select({ company: companies })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .limit(1);
      return row?.company ?? null;
    },

    async update(companyId: string, values: Partial<CompanyValues>): Promise<CompanyRow> {
      const [row] = await db
        .update(companies)
        .set({ ...definedOnly(values), updatedAt: new Date() })
        .where(eq(companies.id, companyId))
        .returning();
      if (!row) throw new Error('company update returned no row');
      return row;
    },

    /** The caller's membership (company and role), read inside the caller's transaction. */
    async membershipOf(userId: string) {
      const [row] = await db
        .select({ companyId: companyMembers.companyId, role: companyMembers.role })
        .from(companyMembers)
        .where(eq(companyMembers.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new company and its first member, the owner, together. Null when the user joined a
     * company meanwhile (the member row's primary key is the user): nothing is created then.
     */
    async createOwned(userId: string, values: CompanyValues): Promise<CompanyRow | null> {
      return withRollback(
        db,
        async (tx, rollback) => {
          const [company] = await tx
            .insert(companies)
            .values({ ...values, createdBy: userId })
            .returning();
          if (!company) throw new Error('company insert returned no row');
          await joinOrRollBack(tx, rollback, { userId, companyId: company.id, role: 'OWNER' });
          return company;
        },
        null,
      );
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

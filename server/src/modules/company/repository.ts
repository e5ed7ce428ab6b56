import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

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

    async findByUser(userId: string): Promise<CompanyRow | null> {
      const [row] = await db.select().from(companies).where(eq(companies.userId, userId)).limit(1);
      return row ?? null;
    },

    /** One company per employer (unique user_id): insert it, or update the one there is. */
    async upsert(userId: string, values: CompanyValues): Promise<CompanyRow> {
      const [row] = await db
        .insert(companies)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: companies.userId,
          set: { ...definedOnly(values), updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('company upsert returned no row');
      return row;
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;

import { type SQL, and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { containsPattern } from '../applications/repository';

/** Data access of the candidates module: the only file here that knows Drizzle. */

export interface CandidateFilters {
  /** Matched exactly as typed or in capitalised form ('luanda' → 'Luanda'): stays on the btree index. */
  location?: string;
  availability?: string;
  /** Every skill must be on the candidate: jsonb containment, served by the GIN index. */
  skills: string[];
  /** Already normalised with toSearchText. */
  q?: string;
}

/**
 * The value as typed, 'First letter' and 'Every-Word' forms ('full-time' → 'Full-time',
 * 'mbanza-kongo' → 'Mbanza-Kongo'): cheap case tolerance that stays on the btree indexes.
 */
export function spellings(value: string): string[] {
  const lower = value.toLowerCase();
  const first = lower.charAt(0).toUpperCase() + lower.slice(1);
  const words = lower.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
  return [...new Set([value, first, words])];
}

function conditions(f: CandidateFilters): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(users.role, 'CANDIDATE')];
  if (f.location) where.push(inArray(users.city, spellings(f.location)));
  if (f.availability) where.push(inArray(users.availability, spellings(f.availability)));
  if (f.skills.length > 0) where.push(sql`${users.skills} @> ${JSON.stringify(f.skills)}::jsonb`);
  if (f.q) where.push(like(users.searchText, containsPattern(f.q)));
  return and(...where);
}

export function createCandidatesRepository(db: Database) {
  return {
    async list(filters: CandidateFilters, limit: number, offset: number) {
      return db
        .select()
        .from(users)
        .where(conditions(filters))
        .orderBy(sql`${users.createdAt} desc nulls last`, sql`${users.id} desc`)
        .limit(limit)
        .offset(offset);
    },

    async count(filters: CandidateFilters): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(conditions(filters));
      return Number(row?.n ?? 0);
    },

    async findCandidate(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'CANDIDATE')))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;

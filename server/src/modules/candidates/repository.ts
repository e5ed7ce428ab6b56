import { type SQL, and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idsAsJson, jsonValue } from '../../db/json-values';
import type { ListTotal } from '../../db/kept-pages';
import { anchorKey, fromKey } from '../../db/keyset';
import type { PlacedAnchor } from '../../db/page-anchors';
import { type ListDays, readListDays } from '../../db/day-starts';
import { isoMicros } from '../../db/timestamps';
import { walkedPage } from '../../db/walked-page';
import { type IndexTerm, type ListSort, NEWEST_FIRST, orderBy, term, tiebreak } from '../../db/sort-order';
import type { CandidateSort } from '@shared/api/sort';
import type { Availability } from '@shared/domain';
import { candidateDays, candidateFilterCounts, listVersions, users } from '../../db/schema';
import { containsPattern } from '../../lib/search-text';
import { candidateSummaryColumns } from './candidate-summary';

/** Data access of the candidates module: the only file here that knows Drizzle. */

export interface CandidateFilters {
  /** Matched exactly as typed or in capitalised form ('luanda' → 'Luanda'): stays on the btree index. */
  location?: string;
  /** A code: the request schema took 'Remote' or 'Remoto' to 'REMOTE' already. */
  availability?: Availability;
  /** Every skill must be on the candidate: jsonb containment, served by the GIN index. */
  skills: string[];
  /** Already normalised with toSearchText. */
  q?: string;
}

/**
 * The value as typed, 'First letter' and 'Every-Word' forms ('luanda' → 'Luanda',
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
  if (f.availability) where.push(eq(users.availability, f.availability));
  if (f.skills.length > 0) where.push(sql`${users.skills} @> ${JSON.stringify(f.skills)}::jsonb`);
  if (f.q) where.push(like(users.searchText, containsPattern(f.q)));
  return and(...where);
}

/**
 * Whether the filters' matches are the entries of one index, held there in date order: a city
 * alone (users_candidates_city_idx) or an availability alone (users_candidates_availability_idx).
 * A walk in date order then steps over matches only, in the index alone: page 117 of one city
 * read 11 index pages in 0.3 ms, where collecting its 5,531 matches read 4,427 pages of the wide
 * rows in 15 ms (issue 20). Several spellings of a city read each one's entries and sort them:
 * still the index alone (48 pages, 2 ms).
 */
export function inDateOrderOnItsIndex(f: CandidateFilters): boolean {
  return !f.q && f.skills.length === 0 && Boolean(f.location) !== Boolean(f.availability);
}

/** How many filters narrow the list (each skill is one). */
export function filterCount(f: CandidateFilters): number {
  return [f.location, f.availability, f.q].filter(Boolean).length + f.skills.length;
}

/**
 * The kept count (candidate_filter_counts) that is a filter set's total, when the set is one
 * city, one availability or one skill alone: its kind and the values it sums (a city's
 * spellings). Null for any other set, whose total is counted.
 */
export function keptCountOf(f: CandidateFilters): { kind: string; values: string[] } | null {
  if (filterCount(f) !== 1 || f.q) return null;
  if (f.location) return { kind: 'city', values: spellings(f.location) };
  if (f.availability) return { kind: 'availability', values: [f.availability] };
  return { kind: 'skill', values: f.skills };
}

/** The list's sorts (issue 19), each spelled as the partial index that serves it. */
const TIEBREAK = tiebreak(users);
const SORTS: Record<CandidateSort, readonly IndexTerm[]> = {
  created_at: TIEBREAK,
  // users_candidates_name_idx: search_text begins with the accent-free, lower-case name.
  name: [term(users.searchText, 'asc'), ...TIEBREAK],
  // users_candidates_city_idx (no city sorts last A→Z, first Z→A).
  city: [term(users.city, 'asc'), ...TIEBREAK],
};

export type CandidatesSort = ListSort<CandidateSort>;

/**
 * Whether a deep page in this sort may start from a kept anchor: date order only (the name and
 * city sorts put a column A→Z before dates newest first, which no row comparison spells).
 */
export const anchoredSort = (sorted: CandidatesSort) => sorted.sort === 'created_at';

/** Where a walk from `from` starts: its row and every later one in date order. */
function anchoredAt(sorted: CandidatesSort, from: PlacedAnchor): SQL {
  if (!anchoredSort(sorted)) throw new Error(`no anchored walk in the ${sorted.sort} sort`);
  return fromKey([users.createdAt, users.id], anchorKey(from.anchor), sorted.order);
}

/**
 * The matches (at most `most`) with the columns the sorts read, as the CTE `matched`: materialised,
 * which keeps PostgreSQL from walking the sort's index instead of the filters' own indexes.
 */
function matchedCte(filters: CandidateFilters, most?: number): SQL {
  return sql`with matched as materialized (
    select ${users.id}, ${users.createdAt}, ${users.searchText}, ${users.city}
    from ${users} where ${conditions(filters)}
    ${most === undefined ? sql`` : sql`limit ${most}`}
  )`;
}

/** One page of `matched`'s ids in `order`: read under the table's own name, so the sort's terms name its columns. */
function pageOfMatched(order: SQL[], offset: number, limit: number): SQL {
  return sql`select id from matched as ${users}
    order by ${sql.join(order, sql`, `)}
    offset ${offset} limit ${limit}`;
}

export function createCandidatesRepository(db: Database) {
  /** Every match, in `order`: one page of them. */
  async function collectedPageIds(filters: CandidateFilters, offset: number, limit: number, order: SQL[]) {
    const result = await db.execute(sql`${matchedCte(filters)} ${pageOfMatched(order, offset, limit)}`);
    return result.rows.map((row) => String(row.id));
  }

  /**
   * The matches, read once: their number and one page of them in `order`; null when there are
   * more than `most` (then the page among the first `most` read would not be the list's). A
   * filtered list's total and its page read the same rows: this reads them once (issue 20).
   */
  async function matchesWithPage(
    filters: CandidateFilters,
    order: SQL[],
    page: { offset: number; limit: number },
    most: number,
  ): Promise<{ items: number; ids: string[] } | null> {
    const result = await db.execute(sql`${matchedCte(filters, most + 1)}
      select (select count(*) from matched)::int as n,
        ${idsAsJson(pageOfMatched(order, page.offset, page.limit))} as ids`);
    const row = result.rows[0];
    const items = Number(row?.n ?? 0);
    if (items > most) return null;
    return { items, ids: jsonValue<string[] | undefined>(row?.ids) ?? [] };
  }

  // Read on every request of the list: built and planned once (issue 20's profile).
  const listVersion = db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.name, 'candidates'))
    .prepare('candidates_list_version');

  return {
    /** Candidates per day, newest first (candidate_days): the whole list's. */
    async listDays(): Promise<ListDays> {
      const days = candidateDays;
      return readListDays(db, { table: days, day: days.day, count: days.count }, sql`true`);
    },

    /** list_versions 'candidates': bumped by triggers whenever this list or its counts may change. */
    async version(): Promise<number> {
      const [row] = await listVersion.execute();
      return row?.version ?? 0;
    },

    /**
     * One page in `sorted` order. `via` says how its ids are found (db/list-plan.ts): 'walk'
     * reads the sort's index in order, skipping `offset` rows; 'collect' gathers every match
     * through the filters' own indexes (trigram, GIN, city), then sorts them; `{ ids }` are the
     * page's, already found (matchesWithPage); `{ from }` walks as 'walk' does but from a row
     * whose place in the list is known (anchoredSort only).
     */
    async list(
      filters: CandidateFilters,
      limit: number,
      offset: number,
      sorted: CandidatesSort = NEWEST_FIRST,
      via: 'walk' | 'collect' | { ids: string[] } | { from: PlacedAnchor } = 'walk',
    ) {
      const order = orderBy(SORTS[sorted.sort], sorted.order);
      if (typeof via === 'object' && 'ids' in via && via.ids.length === 0) return [];
      const walk = (where: SQL | undefined, skip: number) =>
        walkedPage(db, users, users.id, where, order, { limit, offset: skip });
      const ids =
        typeof via === 'object' && 'ids' in via
          ? inArray(users.id, via.ids)
          : typeof via === 'object'
            ? walk(and(conditions(filters), anchoredAt(sorted, via.from)), offset - via.from.position)
            : via === 'collect'
              ? inArray(users.id, await collectedPageIds(filters, offset, limit, order))
              : walk(conditions(filters), offset);
      // The page's ids first, then its rows.
      return db
        .select({
          ...candidateSummaryColumns,
          // Exact to the microsecond: a deep page's first row is kept as an anchor (page-anchors.ts).
          cursor: isoMicros(users.createdAt),
        })
        .from(users)
        .where(ids)
        .orderBy(...order);
    },

    /** The exact total and one page's ids in one statement, or null past `most` matches. */
    matchesWithPage(
      filters: CandidateFilters,
      sorted: CandidatesSort,
      page: { offset: number; limit: number },
      most: number,
    ) {
      return matchesWithPage(filters, orderBy(SORTS[sorted.sort], sorted.order), page, most);
    },

    /**
     * Every candidate, from their counts per day (candidate_days, kept by triggers): a few
     * hundred rows summed, where counting the list's index read 100,000 entries (31 ms).
     */
    async listSize(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${candidateDays.count}), 0)::int` })
        .from(candidateDays);
      return Number(row?.n ?? 0);
    },

    /**
     * A one-value filter set's exact total from the counts the triggers keep (keptCountOf), one
     * primary-key read per value; null for any other set.
     */
    async keptCount(filters: CandidateFilters): Promise<ListTotal | null> {
      const kept = keptCountOf(filters);
      if (!kept) return null;
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${candidateFilterCounts.count}), 0)::int` })
        .from(candidateFilterCounts)
        .where(
          and(eq(candidateFilterCounts.kind, kept.kind), inArray(candidateFilterCounts.value, kept.values)),
        );
      return { items: Number(row?.n ?? 0), capped: false };
    },

    /**
     * Exact. The service counts a search through matchesWithPage instead, which stops at
     * SEARCH_COUNT_CAP (issue 20), and a one-value filter through keptCount.
     */
    async count(filters: CandidateFilters): Promise<ListTotal> {
      const [row] = await db.select({ n: count() }).from(users).where(conditions(filters));
      return { items: Number(row?.n ?? 0), capped: false };
    },

    async findCandidate(id: string) {
      const [row] = await db
        .select(candidateSummaryColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'CANDIDATE')))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;

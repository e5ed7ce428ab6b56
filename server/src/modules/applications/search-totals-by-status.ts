import { SEARCH_COUNT_CAP } from '@shared/constants';
import type { ApplicationStatus } from '@shared/domain';
import { type Carried, createListStatsCache } from '../../db/list-stats-cache';
import {
  type ApplicationFilters,
  type ApplicationsRepository,
  type MovedVersions,
  type SearchMatches,
  matchedJobs,
} from './repository';
import type { SearchTotal } from './search-plan';

/**
 * A search's total in one status, from its totals in every status counted together (issue 20).
 * A move changes the rows' version, so each status's total of a search was counted anew after
 * every move, once per status and per sort asked; yet counting one status reads about the same
 * matched candidates' applications as counting them all (a rare status reads them all). Here the
 * first status asked after a move counts every status, and the others, in any sort, take theirs
 * from that read.
 *
 * A move this instance wrote is worked into the kept totals instead (`moved`): an applicant the
 * search does not match changes no total of it, and one it matches moves one application from a
 * status to another. Counting a common name's statuses read up to 100,000 index entries (70–250 ms
 * on PostgreSQL at a million applications), once per search after every move.
 *
 * Null for a status the grouped count left out (the only one the jobs' counters left open, or one
 * its read stopped before it could tell): the caller counts that status alone.
 */

/** One application moved: whose, to which job, and between which statuses. */
export interface StatusMove {
  userId: string;
  internshipId: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
}

type EveryStatusFilters = Omit<ApplicationFilters, 'userId' | 'status'>;

/** What is kept per search: its totals, and the matches they were counted for. */
interface Kept {
  totals: Map<ApplicationStatus, SearchTotal>;
  matches: SearchMatches;
}

export function createSearchTotalsByStatus(repo: Pick<ApplicationsRepository, 'totalsByStatus'>) {
  // Each holds four totals and up to four first pages of ids: fewer are kept than single totals.
  const kept = createListStatsCache(500);
  // The matched candidates as a set, made once per resolved search (they are kept and shared).
  const matchedPeople = new WeakMap<SearchMatches, Set<string>>();
  const peopleOf = (matches: SearchMatches) => {
    let people = matchedPeople.get(matches);
    if (!people) {
      people = new Set(matches.userIds);
      matchedPeople.set(matches, people);
    }
    return people;
  };

  async function searchTotalInStatus(input: {
    filters: Omit<ApplicationFilters, 'userId'> & { status: ApplicationStatus };
    matches: SearchMatches;
    /** The company's rows version (ApplicationsListVersions.rows): a move changes it. */
    rowsVersion: string;
    /** How many newest-first rows of each status to read the ids of (its first pages). */
    take: number;
  }): Promise<SearchTotal | null> {
    const { status, ...everyStatus } = input.filters;
    const { totals } = await kept.value<Kept>(JSON.stringify(everyStatus), input.rowsVersion, async () => ({
      totals: await repo.totalsByStatus(everyStatus, input.matches, input.take),
      matches: input.matches,
    }));
    return totals.get(status) ?? null;
  }

  /** One search's totals after the moves, or null when one of them cannot be worked out. */
  function afterMoves(filters: EveryStatusFilters, value: Kept, moves: readonly StatusMove[]): Kept | null {
    const totals = new Map(value.totals);
    const jobs = matchedJobs(filters, value.matches);
    for (const move of moves) {
      if (filters.internshipId && move.internshipId !== filters.internshipId) continue;
      const byJob = jobs.includes(move.internshipId);
      const matched = byJob || peopleOf(value.matches).has(move.userId);
      for (const [status, step] of [
        [move.from, -1],
        [move.to, 1],
      ] as const) {
        const total = totals.get(status);
        if (!total) continue;
        const listSize = total.listSize + step;
        if (!matched) {
          totals.set(status, { ...total, listSize });
          continue;
        }
        // Past the cap the exact count is unknown: one fewer may be exactly the cap.
        if (total.capped && step < 0) return null;
        const inJobs = total.inJobs + (byJob ? step : 0);
        const items = total.capped ? total.items : total.items + step;
        // The first page's ids may have gained or lost this application: they are read again.
        totals.set(
          status,
          items > SEARCH_COUNT_CAP
            ? { items: SEARCH_COUNT_CAP, capped: true, inJobs, listSize }
            : { items, capped: total.capped, inJobs, listSize },
        );
      }
    }
    return { totals, matches: value.matches };
  }

  return {
    searchTotalInStatus,

    /** The computations settled so far: read before a move's transaction begins (`moved`). */
    get settled() {
      return kept.settled;
    },

    /**
     * Carries the company's kept totals over moves this instance just committed: those kept at
     * the version before them (`versions.before`), and settled before the move's transaction
     * began (`settledBefore`), so that none of them already holds it.
     */
    moved(companyId: string, versions: MovedVersions, moves: readonly StatusMove[], settledBefore: number) {
      const before = `${versions.before}.`;
      kept.carry<Kept>(settledBefore, (key, version, value): Carried<Kept> => {
        if (!version.startsWith(before)) return undefined;
        const filters = JSON.parse(key) as EveryStatusFilters;
        if (filters.companyId !== companyId) return undefined;
        const carried = afterMoves(filters, value, moves);
        return carried && { version: `${versions.after}.${version.slice(before.length)}`, value: carried };
      });
    },
  };
}

import type { ApplicationStatus } from '@shared/domain';
import { createListStatsCache } from '../../db/list-stats-cache';
import type { ApplicationFilters, ApplicationsRepository, SearchMatches } from './repository';
import type { SearchTotal } from './search-plan';

/**
 * A search's total in one status, from its totals in every status counted together (issue 20).
 * A move changes the rows' version, so each status's total of a search was counted anew after
 * every move, once per status and per sort asked; yet counting one status reads about the same
 * matched candidates' applications as counting them all (a rare status reads them all). Here the
 * first status asked after a move counts every status, and the others, in any sort, take theirs
 * from that read.
 *
 * Null for a status the grouped count left out (the only one the jobs' counters left open, or one
 * its read stopped before it could tell): the caller counts that status alone.
 */
export function createSearchTotalsByStatus(repo: Pick<ApplicationsRepository, 'totalsByStatus'>) {
  // Each holds four totals and up to four first pages of ids: fewer are kept than single totals.
  const kept = createListStatsCache(500);

  return async function searchTotalInStatus(input: {
    filters: Omit<ApplicationFilters, 'userId'> & { status: ApplicationStatus };
    matches: SearchMatches;
    /** The company's rows version (ApplicationsListVersions.rows): a move changes it. */
    rowsVersion: string;
    /** How many newest-first rows of each status to read the ids of (its first pages). */
    take: number;
  }): Promise<SearchTotal | null> {
    const { status, ...everyStatus } = input.filters;
    const totals = await kept.value(JSON.stringify(everyStatus), input.rowsVersion, () =>
      repo.totalsByStatus(everyStatus, input.matches, input.take),
    );
    return totals.get(status) ?? null;
  };
}

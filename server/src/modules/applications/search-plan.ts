import type { FirstPage, ListTotal } from '../../db/kept-pages';
import { WALK_ROWS_ALWAYS_FINE, rowsWalked } from '../../db/list-plan';

/**
 * Issue 20: how a searched page of applications (newest first) is read. Walking the company's
 * list in order finds `offset + limit` matches after about (offset + limit) / density rows, each
 * needing its row read; reading the matches costs one index descent per matched candidate and job
 * plus their applications, in order. Shallow pages and dense searches (a common job-title word)
 * walk; deep pages of rare names read the matches. Measured at a million applications: page 900
 * of a name walked 500,000 rows (0.9 s); read from its 2,500 candidates, 18,000 rows.
 */

/** What the total of a search learnt on the way (repository.total). */
export interface SearchTotal extends ListTotal {
  /** Applications to the matched jobs (exact, from the counters). */
  inJobs: number;
  /** The list without the search (exact, from the counters). */
  listSize: number;
  /** The ids of the rows the count was asked for (rowsToReadWithCount), when the same read gave them. */
  firstPage?: FirstPage;
}

/** For a capped total: what a matched candidate is taken to have sent to one company. */
export const TYPICAL_APPLICATIONS_PER_CANDIDATE = 10;

export function readFromMatches(input: {
  offset: number;
  limit: number;
  total: SearchTotal;
  candidates: number;
  jobs: number;
}): boolean {
  const { total, candidates, jobs } = input;
  const take = input.offset + input.limit;
  const walkRows = rowsWalked(take, Math.max(total.items, total.inJobs), total.listSize);
  if (walkRows <= WALK_ROWS_ALWAYS_FINE) return false;
  const candidatesRows = total.capped
    ? candidates * Math.min(take, TYPICAL_APPLICATIONS_PER_CANDIDATE)
    : Math.max(total.items - total.inJobs, 0);
  const matchRows =
    candidates + jobs + Math.min(total.inJobs, jobs * take) + Math.min(candidatesRows, candidates * take);
  return matchRows < walkRows;
}

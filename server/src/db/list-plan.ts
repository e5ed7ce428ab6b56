/**
 * Issue 20: how a filtered page is found. Walking the list's index in order finds the page after
 * about (offset + limit) / density rows, each row read to check the filter; collecting every
 * match first (through the filter's own index) and sorting them costs the number of matches.
 * PostgreSQL guesses the density of a LIMITed query and, for a rare filter on a deep page, walks
 * far (a skill at offset 8,690 of 100,000 candidates: 175 ms); the list knows its totals.
 */

/** Below this many rows walked, walking is always fine (a few ms on PostgreSQL). */
export const WALK_ROWS_ALWAYS_FINE = 5_000;

/** Rows a walk reads to reach `take` matches among `listSize` rows of which `matched` match. */
export function rowsWalked(take: number, matched: number, listSize: number): number {
  return take * (listSize / Math.max(matched, 1));
}

/**
 * A few thousand matches are always cheap to collect and sort (a few ms), while a walk for a rare
 * combination (a city and a name: 0.25 % of 100,000 candidates) reads wide rows one by one: 850 ms
 * measured under load for page 1.
 */
export const COLLECT_ALWAYS_FINE = 2_000;

/**
 * Whether collecting the `matched` rows and sorting them beats walking the list. `clustered`: the
 * filter is on the column the list is sorted by (a name search in a list sorted by name, whose
 * search text begins with the name), so the matches bunch together in the list's order and a walk
 * may read most of the list before the first of them: 62,528 rows for page 1 of a name and an
 * availability among 100,000 candidates (176 ms alone, against 14 ms collected). Then any number
 * of matches the total knows exactly (a search's total stops at 10,000) is collected.
 */
export function collectBeatsWalk(input: {
  take: number;
  matched: number;
  listSize: number;
  clustered?: boolean;
}): boolean {
  if (input.clustered) return input.matched < input.listSize;
  if (input.matched <= COLLECT_ALWAYS_FINE) return input.matched < input.listSize;
  const walked = rowsWalked(input.take, input.matched, input.listSize);
  return walked > WALK_ROWS_ALWAYS_FINE && input.matched < walked;
}

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

/** Whether collecting the `matched` rows and sorting them beats walking the list. */
export function collectBeatsWalk(input: { take: number; matched: number; listSize: number }): boolean {
  const walked = rowsWalked(input.take, input.matched, input.listSize);
  return walked > WALK_ROWS_ALWAYS_FINE && input.matched < walked;
}

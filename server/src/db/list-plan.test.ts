import { describe, expect, it } from 'vitest';
import { WALK_ROWS_ALWAYS_FINE, collectBeatsWalk, rowsWalked } from './list-plan';

describe('walking a list or collecting its matches', () => {
  it('walks shallow pages and dense filters', () => {
    expect(collectBeatsWalk({ take: 10, matched: 3_000, listSize: 100_000 })).toBe(false);
    // No filter at all (every row matches): nothing to collect by.
    expect(collectBeatsWalk({ take: 10, matched: 500, listSize: 500 })).toBe(false);
    expect(collectBeatsWalk({ take: 9_000, matched: 60_000, listSize: 100_000 })).toBe(false);
    expect(rowsWalked(10, 0, 100_000)).toBe(1_000_000); // nothing matches: the whole list
  });

  it('collects a few thousand matches whatever the page', () => {
    // A city and a name: 250 of 100,000 candidates, page 1.
    expect(collectBeatsWalk({ take: 10, matched: 250, listSize: 100_000 })).toBe(true);
  });

  it('collects for deep pages of rare filters', () => {
    // A rare skill at offset 8,690: ~35,000 rows walked against 25,000 collected.
    expect(collectBeatsWalk({ take: 8_700, matched: 25_000, listSize: 100_000 })).toBe(true);
    expect(collectBeatsWalk({ take: 580, matched: 3_327, listSize: 100_000 })).toBe(true);
    expect(rowsWalked(580, 3_327, 100_000)).toBeGreaterThan(WALK_ROWS_ALWAYS_FINE);
  });

  it('collects any exactly counted matches that bunch together in the list order', () => {
    // A name in a list sorted by name: uniform density would say a walk of 400 rows.
    expect(collectBeatsWalk({ take: 10, matched: 2_499, listSize: 100_000 })).toBe(false);
    expect(collectBeatsWalk({ take: 10, matched: 2_499, listSize: 100_000, clustered: true })).toBe(true);
    expect(collectBeatsWalk({ take: 10, matched: 9_000, listSize: 100_000, clustered: true })).toBe(true);
    // Every row matches: nothing to collect by.
    expect(collectBeatsWalk({ take: 10, matched: 500, listSize: 500, clustered: true })).toBe(false);
  });
});

import type { ListAnchor } from './keyset';

/** A row's keyset key in a list: its date and id, and the sorted column's value if any. */
export interface PageAnchor extends ListAnchor {
  /** The value of the column the list is sorted by before its date (a rating), as text. */
  value?: string;
}

/** A row's place in a list at one version: its 0-based position and its keyset key. */
export interface PlacedAnchor {
  position: number;
  anchor: PageAnchor;
}

/**
 * Pages shallower than this are walked from the list's first row: a walk of a thousand index
 * entries costs well under a millisecond, and people read the first pages far more often
 * (issue 20's mix: 95 % within page 5), so only deep pages leave anchors behind.
 */
export const ANCHOR_MIN_POSITION = 1000;

interface ListAnchors {
  version: string;
  /** Positions in ascending order; `at` holds each one's key. */
  positions: number[];
  at: Map<number, PageAnchor>;
}

/**
 * Where deep pages start (issue 20). A page at offset N is found by an index scan that steps over
 * N entries: 100,000 of them are ~50 ms on PostgreSQL, the whole cost of a deep page. Each deep
 * page read leaves its first row behind as an anchor (its position and key); a later page of the
 * same list at the same version starts at the nearest anchor at or before it and steps over only
 * the rows between. A version is what the list's membership and order depend on (the list
 * module's choice): with another version nothing kept is used, so a position is never stale.
 * Unlike the keyset anchors dropped earlier in issue 20 (every 1,000th row, all recomputed after
 * any change: ~0.4 s at a million rows), these cost nothing to make: they are what reads found.
 *
 * Bounded: `lists` lists (least recently used dropped first), `perList` anchors each (past it,
 * new ones are not kept; the first ones are spread by the pages people asked for). A full store
 * of the defaults holds 12,800 anchors, ~8 MiB of heap (a throwaway measurement: 200 × 256 took
 * 33 MiB); 128 anchors spread over 100,000 rows leave ~800 rows to walk, well under a millisecond.
 */
export function createPageAnchors(limits: { lists?: number; perList?: number } = {}) {
  const maxLists = limits.lists ?? 100;
  const perList = limits.perList ?? 128;
  const lists = new Map<string, ListAnchors>();

  /** The list's anchors at this version, marked most recently used; none kept: undefined. */
  function current(key: string, version: string): ListAnchors | undefined {
    const found = lists.get(key);
    if (!found || found.version !== version) return undefined;
    lists.delete(key);
    lists.set(key, found);
    return found;
  }

  /** The index of the last position <= offset in `positions` (ascending), or -1. */
  function lastAtOrBefore(positions: number[], offset: number): number {
    let low = 0;
    let high = positions.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((positions[middle] as number) <= offset) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  return {
    /** The kept anchor nearest before `offset` (or at it) in this list at this version. */
    nearest(key: string, version: string, offset: number): PlacedAnchor | null {
      const list = current(key, version);
      if (!list) return null;
      const index = lastAtOrBefore(list.positions, offset);
      if (index < 0) return null;
      const position = list.positions[index] as number;
      return { position, anchor: list.at.get(position) as PageAnchor };
    },

    /** Keeps the row at `position` (read at this version) as an anchor, if deep enough. */
    remember(key: string, version: string, position: number, anchor: PageAnchor): void {
      if (position < ANCHOR_MIN_POSITION) return;
      let list = current(key, version);
      if (!list) {
        list = { version, positions: [], at: new Map() };
        lists.set(key, list);
        for (const oldest of lists.keys()) {
          if (lists.size <= maxLists) break;
          lists.delete(oldest);
        }
      }
      if (list.at.has(position) || list.positions.length >= perList) return;
      list.positions.splice(lastAtOrBefore(list.positions, position) + 1, 0, position);
      list.at.set(position, anchor);
    },

    get size() {
      return lists.size;
    },
  };
}

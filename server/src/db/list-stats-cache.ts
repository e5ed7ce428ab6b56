/**
 * Counts and deep-page anchors of the big offset-paged lists (candidates, an employer's
 * applications). Exact counts of 100,000 candidates or a million applications cost 10–200 ms and
 * OFFSET 100000 reads 100,000 index entries; both only change when the list does. So each is
 * computed once per list version (a counter that triggers bump on every change, read with one
 * primary-key lookup) and kept: pagination stays exact and a deep page is a keyset read.
 *
 * Concurrent requests for the same key and version share one computation.
 */

/** A row's place in a newest-first list: created_at as text (microseconds kept) and id. */
export interface ListAnchor {
  createdAt: string;
  id: string;
}

/** Rows between two anchors: a deep page skips at most this many index entries. */
export const ANCHOR_STRIDE = 1000;

interface Entry {
  version: string;
  value: Promise<unknown>;
}

export function createListStatsCache(maxEntries = 2000) {
  const entries = new Map<string, Entry>();

  function remember<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    entries.set(key, { version, value });
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return value;
  }

  return {
    count(key: string, version: string, compute: () => Promise<number>): Promise<number> {
      return remember(`count ${key}`, version, compute);
    },

    /** Any other value derived from the list at this version (e.g. a search resolved to ids). */
    value<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      return remember(`value ${key}`, version, compute);
    },

    /**
     * Where a page at `offset` starts: after the nearest anchor at or before it (null: from the
     * top), skipping `skip` more rows. `anchors(stride)` lists the rows at positions stride,
     * 2·stride, … (1-based), newest first.
     */
    async start(
      key: string,
      version: string,
      offset: number,
      anchors: (stride: number) => Promise<ListAnchor[]>,
    ): Promise<{ after: ListAnchor | null; skip: number }> {
      if (offset < ANCHOR_STRIDE) return { after: null, skip: offset };
      const list = await remember(`anchors ${key}`, version, () => anchors(ANCHOR_STRIDE));
      const index = Math.min(Math.floor(offset / ANCHOR_STRIDE), list.length) - 1;
      const after = list[index];
      if (!after) return { after: null, skip: offset };
      return { after, skip: offset - (index + 1) * ANCHOR_STRIDE };
    },

    get size() {
      return entries.size;
    },
  };
}

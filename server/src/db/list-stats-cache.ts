/**
 * Values derived from a big list that only change when the list does (its total, its pages, a
 * search resolved to ids): each is computed once per list version (a counter that triggers bump
 * on every change, read with one primary-key lookup) and kept, least recently used dropped first.
 *
 * Concurrent requests for the same key and version share one computation.
 */

interface Entry {
  version: string;
  value: Promise<unknown>;
  /** Once computed: the value, and when (the cache's count of settled computations then). */
  settled?: { at: number; value: unknown };
}

/**
 * A kept value carried to a later version (`carry`): its new version and value, null to drop it,
 * undefined to leave it as it is.
 */
export type Carried<T> = { version: string; value: T } | null | undefined;

export function createListStatsCache(maxEntries = 2000) {
  const entries = new Map<string, Entry>();
  let settledCount = 0;

  function remember<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    const entry: Entry = { version, value };
    entries.set(key, entry);
    value.then(
      (computed) => {
        settledCount += 1;
        entry.settled = { at: settledCount, value: computed };
      },
      // A failed computation is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return value;
  }

  return {
    /** A value derived from the list at this version (a total, a page, a search resolved to ids). */
    value<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      return remember(`value ${key}`, version, compute);
    },

    get size() {
      return entries.size;
    },

    /**
     * How many computations have settled so far. A change whose transaction begins after this
     * reading is in no value settled by then: each read its rows before the change committed.
     */
    get settled() {
      return settledCount;
    },

    /**
     * Carries kept values to the version a known change made (issue 20: a move this instance
     * wrote, whose effect on a value can be worked out without reading the rows again). `visit`
     * sees each value that settled at or before `settledBefore` (read from `settled` before the
     * change began), and answers what it becomes. A value still computing, or settled later,
     * may hold the change already and is left alone: it stays at its own version.
     */
    carry<T>(settledBefore: number, visit: (key: string, version: string, value: T) => Carried<T>): void {
      for (const [fullKey, entry] of [...entries]) {
        if (!entry.settled || entry.settled.at > settledBefore || !fullKey.startsWith('value ')) continue;
        const carried = visit(fullKey.slice('value '.length), entry.version, entry.settled.value as T);
        if (carried === undefined) continue;
        if (carried === null) {
          entries.delete(fullKey);
          continue;
        }
        entries.set(fullKey, {
          version: carried.version,
          value: Promise.resolve(carried.value),
          settled: { at: entry.settled.at, value: carried.value },
        });
      }
    },
  };
}

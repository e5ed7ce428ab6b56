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
    /** A value derived from the list at this version (a total, a page, a search resolved to ids). */
    value<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      return remember(`value ${key}`, version, compute);
    },

    get size() {
      return entries.size;
    },
  };
}

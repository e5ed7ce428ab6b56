import { describe, expect, it } from 'vitest';
import { createListStatsCache } from './list-stats-cache';

describe('list stats cache', () => {
  it('computes a count once per version and again when the version moves', async () => {
    const cache = createListStatsCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs * 10;
    };
    expect(await cache.value('k', '1', compute)).toBe(10);
    expect(await cache.value('k', '1', compute)).toBe(10);
    expect(await cache.value('k', '2', compute)).toBe(20);
    expect(await cache.value('other', '2', compute)).toBe(30);
    expect(runs).toBe(3);
  });

  it('shares one computation between concurrent callers and forgets a failed one', async () => {
    const cache = createListStatsCache();
    let runs = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        setTimeout(() => resolve(7), 5);
      });
    const all = await Promise.all([cache.value('k', '1', slow), cache.value('k', '1', slow)]);
    expect(all).toEqual([7, 7]);
    expect(runs).toBe(1);

    await expect(cache.value('bad', '1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.value('bad', '1', async () => 3)).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createListStatsCache(2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.value('a', '1', compute);
    await cache.value('b', '1', compute);
    await cache.value('a', '1', compute); // a is now the most recent
    await cache.value('c', '1', compute);
    expect(cache.size).toBe(2);
    expect(await cache.value('a', '1', compute)).toBe(1);
    expect(await cache.value('b', '1', compute)).toBe(4); // b was dropped: computed again
  });

  it('carries a settled value to a later version, drops one on null, and leaves one that settled after the change began', async () => {
    const cache = createListStatsCache();
    await cache.value('a', '1.x', async () => 10);
    await cache.value('b', '1.x', async () => 20);
    await cache.value('c', '1.x', async () => 30);
    const changeBegins = cache.settled;
    // Settled after the change began: it may hold the change already.
    await cache.value('d', '1.x', async () => 40);
    let release = (_: number) => {};
    const computing = cache.value('e', '1.x', () => new Promise<number>((resolve) => (release = resolve)));
    const seen: string[] = [];
    cache.carry<number>(changeBegins, (key, version, value) => {
      seen.push(key);
      if (key === 'b') return null;
      if (key === 'c') return undefined;
      return { version: version.replace(/^1\./, '2.'), value: value + 1 };
    });
    expect(seen).toEqual(['a', 'b', 'c']);
    release(50);
    await computing;
    const recompute = async () => -1;
    expect(await cache.value('a', '2.x', recompute)).toBe(11);
    expect(await cache.value('b', '1.x', recompute)).toBe(-1);
    expect(await cache.value('c', '1.x', recompute)).toBe(30);
    expect(await cache.value('d', '1.x', recompute)).toBe(40);
    expect(await cache.value('e', '1.x', recompute)).toBe(50);
    // A carried value is carried again by the next change.
    const next = cache.settled;
    cache.carry<number>(next, (key, version, value) =>
      key === 'a' ? { version: version.replace(/^2\./, '3.'), value: value * 2 } : undefined,
    );
    expect(await cache.value('a', '3.x', recompute)).toBe(22);
  });
});

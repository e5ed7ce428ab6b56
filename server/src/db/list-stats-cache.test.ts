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
});

import { describe, expect, it } from 'vitest';
import { ANCHOR_STRIDE, type ListAnchor, createListStatsCache } from './list-stats-cache';

const anchorsOf = (n: number): ListAnchor[] =>
  Array.from({ length: n }, (_, i) => ({ createdAt: `t${i}`, id: `row-${(i + 1) * ANCHOR_STRIDE}` }));

describe('list stats cache', () => {
  it('computes a count once per version and again when the version moves', async () => {
    const cache = createListStatsCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return runs * 10;
    };
    expect(await cache.count('k', '1', compute)).toBe(10);
    expect(await cache.count('k', '1', compute)).toBe(10);
    expect(await cache.count('k', '2', compute)).toBe(20);
    expect(await cache.count('other', '2', compute)).toBe(30);
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
    const all = await Promise.all([cache.count('k', '1', slow), cache.count('k', '1', slow)]);
    expect(all).toEqual([7, 7]);
    expect(runs).toBe(1);

    await expect(cache.count('bad', '1', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.count('bad', '1', async () => 3)).toBe(3);
  });

  it('starts a deep page after the nearest anchor and skips the rest', async () => {
    const cache = createListStatsCache();
    let built = 0;
    const anchors = async (stride: number) => {
      built += 1;
      expect(stride).toBe(ANCHOR_STRIDE);
      return anchorsOf(3);
    };
    expect(await cache.start('k', '1', 0, anchors)).toEqual({ after: null, skip: 0 });
    expect(await cache.start('k', '1', ANCHOR_STRIDE - 1, anchors)).toEqual({
      after: null,
      skip: ANCHOR_STRIDE - 1,
    });
    expect(built).toBe(0); // shallow pages never pay for anchors
    // Offset 1000 (0-based) is the row right after the 1000th: anchor 0, nothing to skip.
    expect(await cache.start('k', '1', ANCHOR_STRIDE, anchors)).toEqual({ after: anchorsOf(3)[0], skip: 0 });
    expect(await cache.start('k', '1', 2 * ANCHOR_STRIDE + 5, anchors)).toEqual({
      after: anchorsOf(3)[1],
      skip: 5,
    });
    // Past the last anchor: from the last one.
    expect(await cache.start('k', '1', 9 * ANCHOR_STRIDE + 1, anchors)).toEqual({
      after: anchorsOf(3)[2],
      skip: 6 * ANCHOR_STRIDE + 1,
    });
    expect(built).toBe(1);
    await cache.start('k', '2', ANCHOR_STRIDE, anchors);
    expect(built).toBe(2);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createListStatsCache(2);
    let runs = 0;
    const compute = async () => ++runs;
    await cache.count('a', '1', compute);
    await cache.count('b', '1', compute);
    await cache.count('a', '1', compute); // a is now the most recent
    await cache.count('c', '1', compute);
    expect(cache.size).toBe(2);
    expect(await cache.count('a', '1', compute)).toBe(1);
    expect(await cache.count('b', '1', compute)).toBe(4); // b was dropped: computed again
  });
});

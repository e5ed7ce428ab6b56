import { describe, expect, it } from 'vitest';
import { ascending, median, percentile, tenths } from '../../bench/lib/stats.mjs';

/** Every bench's p50/p90/p99 and every A/B median come from bench/lib/stats.mjs. */

const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('bench percentiles (nearest rank)', () => {
  it('takes the sample at the rank, never the one after it', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 90)).toBe(90);
    // An index of floor(0.99 × 100) would answer the maximum, 100.
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
  });

  it('answers the slowest sample when there are fewer than a hundred', () => {
    expect(percentile([3, 7, 9, 12, 40], 99)).toBe(40);
    expect(percentile([3, 7, 9, 12, 40], 50)).toBe(9);
    expect(percentile([5], 1)).toBe(5);
  });

  it('answers null with no samples', () => {
    expect(percentile([], 99)).toBeNull();
  });
});

describe('bench medians', () => {
  it('takes the middle value, or the mean of the middle two, whatever the order given', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 8])).toBe(6);
  });

  it('leaves nulls out, and answers null when nothing is left', () => {
    expect(median([null, 4, null, 8, 6])).toBe(6);
    expect(median([null, null])).toBeNull();
  });

  it('sorts a copy, numerically', () => {
    const values = [10, 9, 100, null];
    expect(ascending(values)).toEqual([9, 10, 100]);
    expect(values).toEqual([10, 9, 100, null]);
  });
});

describe('bench tenths', () => {
  it('rounds to a tenth and keeps a missing value missing', () => {
    expect(tenths(122.30000000000001)).toBe(122.3);
    expect(tenths(0.05)).toBe(0.1);
    expect(tenths(null)).toBeNull();
    expect(tenths(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER } from '../../src/shared/constants';
import {
  candidatesPath,
  deepestPageOf,
  peoplePage,
  seededRandom,
} from '../../bench/scenarios/people-mix.mjs';

/** bench/scenarios/people-mix.mjs (issue 20): what the people-like mixes ask for. */
describe('the people-like mixes', () => {
  it('reach the last page of the longer list, never past the highest page the API takes', () => {
    expect(deepestPageOf({ jobs: 20, candidates: 2_000, applications: 20_000 })).toBe(
      Math.min(MAX_PAGE_NUMBER, 2_000),
    );
    // The platform shape: the bench employer holds 1,000 of 21,000 jobs' applications.
    expect(deepestPageOf({ jobs: 1_000, spreadJobs: 20_000, candidates: 300, applications: 21_000 })).toBe(
      100,
    );
    expect(deepestPageOf({ jobs: 1_000, candidates: 100_000, applications: 1_000_000 })).toBe(
      Math.min(MAX_PAGE_NUMBER, 100_000),
    );
    expect(deepestPageOf({ jobs: 1, candidates: 0, applications: 0 })).toBe(1);
  });

  it('draw the same requests from the same seed, mostly first pages', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => candidatesPath(random, peoplePage(random)));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    const firstPages = draw(7).filter((path) => path.includes('page=1&')).length;
    expect(firstPages).toBeGreaterThan(140);
  });
});

import { describe, expect, it } from 'vitest';
import { readFromMatches } from './search-plan';

const total = (items: number, inJobs: number, listSize: number, capped = false) => ({
  items,
  capped,
  inJobs,
  listSize,
});

describe('how a searched page is read', () => {
  it('walks the list for a first page and for a dense search', () => {
    // A rare name, page 1: ~550 rows walked.
    expect(
      readFromMatches({ offset: 0, limit: 10, total: total(9_000, 0, 1_000_000), candidates: 900, jobs: 0 }),
    ).toBe(false);
    // A common job-title word at page 1,000: half the list matches, so 20,000 rows walked
    // beat 500 jobs × 10,000 rows each.
    expect(
      readFromMatches({
        offset: 9_990,
        limit: 10,
        total: total(10_000, 496_000, 1_000_000, true),
        candidates: 8_000,
        jobs: 496,
      }),
    ).toBe(false);
  });

  it('reads the matches for a deep page of a rare name', () => {
    // 2,500 candidates with ~18,000 applications of a million, page 900.
    expect(
      readFromMatches({
        offset: 8_990,
        limit: 10,
        total: total(10_000, 0, 1_000_000, true),
        candidates: 2_500,
        jobs: 0,
      }),
    ).toBe(true);
    expect(
      readFromMatches({
        offset: 490,
        limit: 10,
        total: total(3_000, 0, 1_000_000),
        candidates: 300,
        jobs: 0,
      }),
    ).toBe(true);
  });
});

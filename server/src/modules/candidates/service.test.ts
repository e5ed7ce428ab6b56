import { SEARCH_COUNT_CAP } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { type CandidateFilters, type CandidatesRepository, keptCountOf } from './repository';
import { createCandidatesService } from './service';

/**
 * How the candidates list counts and finds a page, against a repository that records what it is
 * asked (the SQL of each read is tested on both databases in server/test/candidates). Here:
 * which read answers which filter set, and what a total past the search cap becomes.
 */
function recordingRepository(matches: { items: number; ids: string[] } | null) {
  const asked: string[] = [];
  const repo = {
    version: async () => 1,
    listSize: async () => {
      asked.push('listSize');
      return 100_000;
    },
    count: async (filters: { q?: string; location?: string; skills: string[] }) => {
      asked.push(`count ${JSON.stringify(filters)}`);
      return { items: filters.location || filters.skills.length > 0 ? 5_000 : 100_000, capped: false };
    },
    // What the triggers keep (candidate_filter_counts): a one-value filter set's total.
    keptCount: async (filters: CandidateFilters) => {
      const kept = keptCountOf(filters);
      if (!kept) return null;
      asked.push(`keptCount ${kept.kind} ${kept.values.join(',')}`);
      return { items: 5_000, capped: false };
    },
    matchesWithPage: async (
      _f: unknown,
      _s: unknown,
      page: { offset: number; limit: number },
      most: number,
    ) => {
      asked.push(`matchesWithPage ${page.offset}+${page.limit} most ${most}`);
      return matches;
    },
    list: async (_f: unknown, limit: number, offset: number, _s: unknown, via: unknown) => {
      asked.push(`list ${offset}+${limit} via ${JSON.stringify(via)}`);
      return [];
    },
    findCandidate: async () => null,
  };
  return { asked, repo: repo as unknown as CandidatesRepository };
}

const input = { role: 'CANDIDATE' as const, skills: [] as string[], perPage: 10 };

describe('the candidates list', () => {
  it('reads a search once for its total and first pages, and pages from those ids', async () => {
    const ids = Array.from({ length: 42 }, (_, i) => `c${i}`);
    const { asked, repo } = recordingRepository({ items: 42, ids });
    const service = createCandidatesService(repo);
    const { pagination } = await service.list({ ...input, q: 'silva', page: 2 });
    expect(pagination.totalItems).toBe(42);
    // The next page comes from the same read: the total is kept, and its ids hold the first five pages.
    await service.list({ ...input, q: 'silva', page: 3 });
    expect(asked).toEqual([
      `listSize`,
      `matchesWithPage 0+50 most ${SEARCH_COUNT_CAP}`,
      `list 10+10 via ${JSON.stringify({ ids: ids.slice(10, 20) })}`,
      `list 20+10 via ${JSON.stringify({ ids: ids.slice(20, 30) })}`,
    ]);
  });

  it("shares a search's count between sorts, and takes its ids only in the order they were read", async () => {
    const ids = Array.from({ length: 42 }, (_, i) => `c${i}`);
    const { asked, repo } = recordingRepository({ items: 42, ids });
    const service = createCandidatesService(repo);
    await service.list({ ...input, q: 'silva', page: 1 });
    const byName = await service.list({ ...input, q: 'silva', page: 1, sort: 'name', order: 'asc' });
    expect(byName.pagination.totalItems).toBe(42);
    expect(byName.kept.total).toBe(true);
    expect(asked.filter((a) => a.startsWith('matchesWithPage'))).toHaveLength(1);
    // Its page is its own read, in its own order: the counted ids are newest first.
    expect(asked.at(-1)).toMatch(/^list 0\+10 via "(collect|walk)"$/);
  });

  it('past the cap, a search stops at "10,000+" and walks its page; a filter set is counted', async () => {
    const search = recordingRepository(null);
    const searched = await createCandidatesService(search.repo).list({ ...input, q: 'ana', page: 1 });
    expect(searched.pagination).toMatchObject({ totalItems: SEARCH_COUNT_CAP });
    expect(search.asked.slice(1)).toEqual([
      `matchesWithPage 0+50 most ${SEARCH_COUNT_CAP}`,
      'list 0+10 via "walk"',
    ]);

    const filters = recordingRepository(null);
    const filtered = await createCandidatesService(filters.repo).list({
      ...input,
      location: 'Luanda',
      skills: ['SQL'],
      page: 1,
    });
    expect(filtered.pagination.totalItems).toBe(5_000);
    expect(filters.asked.slice(1, 3)).toEqual([
      `matchesWithPage 0+50 most ${SEARCH_COUNT_CAP}`,
      `count {"location":"Luanda","skills":["SQL"]}`,
    ]);
  });

  it("walks a deep page of a city or an availability alone in date order (its own index), and collects a skill's", async () => {
    const read = async (filters: { location?: string; availability?: 'REMOTE'; skills?: string[] }) => {
      const { asked, repo } = recordingRepository(null);
      await createCandidatesService(repo).list({ ...input, ...filters, page: 117 });
      return asked.at(-1);
    };
    // 5,000 of 100,000: a walk of the whole list in date order would step over 23,400 rows.
    expect(await read({ location: 'Malanje' })).toBe('list 1160+10 via "walk"');
    expect(await read({ availability: 'REMOTE' })).toBe('list 1160+10 via "walk"');
    expect(await read({ skills: ['SQL'] })).toBe('list 1160+10 via "collect"');
    expect(await read({ location: 'Malanje', skills: ['SQL'] })).toBe('list 1160+10 via "collect"');
  });

  it("weighs a deep page in the city or name order as in date order where no filter is on the sort's column", async () => {
    const read = async (
      filters: { q?: string; location?: string; skills?: string[] },
      sort: 'city' | 'name',
      page: number,
    ) => {
      const ids = Array.from({ length: 50 }, (_, i) => `c${i}`);
      const { asked, repo } = recordingRepository({ items: 3_000, ids });
      const service = createCandidatesService(repo);
      // Page 1 counts (and reads the first pages); the deep page is then found with that total.
      await service.list({ ...input, ...filters, sort, order: 'asc', page: 1 });
      await service.list({ ...input, ...filters, sort, order: 'asc', page });
      return asked.at(-1);
    };
    // 3,000 names of 100,000 spread over the cities: page 52 by city walks ~17,000 rows, or collects 3,000.
    expect(await read({ q: 'joao' }, 'city', 52)).toBe('list 510+10 via "collect"');
    // Page 6 is ~2,000 rows into the walk: still cheap to walk.
    expect(await read({ q: 'joao' }, 'city', 6)).toBe('list 50+10 via "walk"');
    // 5,000 with a skill, sorted by name: page 117 collects them rather than walk 23,400 rows.
    expect(await read({ skills: ['SQL'] }, 'name', 117)).toBe('list 1160+10 via "collect"');
    // One city sorted by city is one stretch of the city index: walked, however deep.
    expect(await read({ location: 'Malanje' }, 'city', 176)).toBe('list 1750+10 via "walk"');
  });

  it("takes one filter's total alone from the kept counts, a city's summed over its spellings", async () => {
    const totals = async (filters: { location?: string; availability?: 'REMOTE'; skills?: string[] }) => {
      const { asked, repo } = recordingRepository({ items: 1, ids: ['a'] });
      const { pagination } = await createCandidatesService(repo).list({ ...input, ...filters, page: 1 });
      expect(pagination.totalItems).toBe(5_000);
      // Nothing is counted from the candidates' rows.
      expect(asked.filter((a) => /^(count|matchesWithPage)/.test(a))).toEqual([]);
      return asked.filter((a) => a.startsWith('keptCount'));
    };
    expect(await totals({ location: 'luanda' })).toEqual(['keptCount city luanda,Luanda']);
    expect(await totals({ availability: 'REMOTE' })).toEqual(['keptCount availability REMOTE']);
    expect(await totals({ skills: ['SQL'] })).toEqual(['keptCount skill SQL']);
  });
});

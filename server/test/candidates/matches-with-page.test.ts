import { expect, it } from 'vitest';
import { createCandidatesRepository } from '../../src/modules/candidates/repository';
import { type Account, call, candidate, employer } from '../applications/fixtures';
import { type TestApp, testApp } from '../helper';
import { sentQueries } from '../query-plan';

/**
 * Issue 20: a search, or two filters or more, is counted and its asked page found in one read of
 * its matches (candidates/repository.ts, matchesWithPage) while they number at most
 * SEARCH_COUNT_CAP; before, the total and the page each read the same rows.
 */

const tag = () => Math.random().toString(36).slice(2, 8);

/** Four candidates in `city` with `skill` (Zeca, Bia, Ana, Dino, newest last), and two decoys. */
async function people(t: TestApp, city: string, skill: string): Promise<Account[]> {
  const made: Account[] = [];
  for (const first_name of ['Zeca', 'Bia', 'Ana', 'Dino']) {
    made.push(await candidate(t, { first_name, last_name: 'Kanda', city, skills: [skill] }));
    t.clock.advance(1000);
  }
  await candidate(t, { first_name: 'Outro', last_name: 'Kanda', city, skills: [] });
  await candidate(t, { first_name: 'Longe', last_name: 'Kanda', city: `${city}x`, skills: [skill] });
  return made;
}

type Listed = { users: Array<{ id: string }>; pagination: { totalItems: number; totalPages: number } };

async function list(t: TestApp, token: string, query: string): Promise<Listed> {
  const response = await call(t, 'GET', `/candidates?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Listed }).data;
}

it('counts two filters and reads the asked page in one read of the matches, in every sort and page', async () => {
  const t = await testApp();
  const reader = await employer(t, 'Few matches');
  const city = `Cidade${tag()}`;
  const skill = `Skill-${tag()}`;
  const [zeca, bia, ana, dino] = (await people(t, city, skill)).map((p) => p.userId);
  const filters = `location=${city}&skills=${skill}&perPage=3`;

  const sent = await sentQueries(t, async () => {
    const first = await list(t, reader.token, `${filters}&page=1`);
    expect(first.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(first.users.map((u) => u.id)).toEqual([dino, ana, bia]);
  });
  // One statement read the matches (count and page together); the rows were then read by id.
  const reads = sent.filter((q) => q.text.includes('"users"."city" in'));
  expect(reads, reads.map((q) => q.text).join('\n\n')).toHaveLength(1);
  expect(reads[0]!.text).toContain('json_agg');

  // The next page comes from the kept total and the usual page read.
  expect((await list(t, reader.token, `${filters}&page=2`)).users.map((u) => u.id)).toEqual([zeca]);
  // A first read asked for page 2 pages right too, and other sorts order the one read's page.
  expect(
    (await list(t, reader.token, `${filters}&page=2&sort=name&order=asc`)).users.map((u) => u.id),
  ).toEqual([zeca]);
  expect(
    (await list(t, reader.token, `${filters}&page=1&sort=name&order=asc`)).users.map((u) => u.id),
  ).toEqual([ana, bia, dino]);
  // Past the end: nothing, and the total still right.
  const past = await list(t, reader.token, `${filters}&page=9&sort=name&order=desc`);
  expect(past.users).toEqual([]);
  expect(past.pagination.totalItems).toBe(4);
});

it('gives up past its limit, so a larger filter set is counted the usual way', async () => {
  const t = await testApp();
  const city = `Cidade${tag()}`;
  const skill = `Skill-${tag()}`;
  const [, , ana, dino] = (await people(t, city, skill)).map((p) => p.userId);
  const repo = createCandidatesRepository(t.database.db);
  const filters = { location: city, skills: [skill] };
  const newest = { sort: 'created_at', order: 'desc' } as const;
  expect(await repo.matchesWithPage(filters, newest, { offset: 0, limit: 2 }, 3)).toBeNull();
  expect(await repo.matchesWithPage(filters, newest, { offset: 0, limit: 2 }, 4)).toEqual({
    items: 4,
    ids: [dino, ana],
  });
  expect(await repo.matchesWithPage({ ...filters, q: 'nobody' }, newest, { offset: 0, limit: 2 }, 4)).toEqual(
    {
      items: 0,
      ids: [],
    },
  );
});

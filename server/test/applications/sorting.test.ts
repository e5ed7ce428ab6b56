import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { toSearchText } from '../../src/lib/search-text';
import { type TestApp, call, json, testApp } from '../helper';
import { insertApplication, insertJob, team } from '../teams/fixtures';

/**
 * Server-side sorting of the jobs, applications and candidates tables (issue 19): a whitelisted
 * column and order, a stable tiebreak (newest first, then id), the sort part of every kept page.
 */

async function ids(t: TestApp, url: string, token: string, list: string): Promise<string[]> {
  const response = await call(t, 'GET', url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return ((json(response).data as Record<string, { id: string }[]>)[list] ?? []).map((r) => r.id);
}

async function company(t: TestApp) {
  const owners = await team(t, 'Ordem');
  const token = owners.members.OWNER.token;
  const jobs: Record<string, string> = {};
  // Created in this order (the test clock moves), titles not in that order.
  for (const [title, expires] of [
    ['Beta', '2031-01-01'],
    ['alpha', null],
    ['Gama', '2030-01-01'],
  ] as const) {
    t.clock.advance(1000);
    jobs[title] = await insertJob(t, owners.companyId, null, title, {
      createdAt: t.clock.now(),
      expirationDate: expires ? new Date(expires) : null,
    });
  }
  return { owners, token, jobs };
}

describe('sorting the lists', { timeout: 90_000 }, () => {
  it('refuses a column outside the whitelist or an unknown order with a 400 in the caller’s language', async () => {
    const t = await testApp();
    const { token } = await company(t);
    for (const url of [
      '/applications?sort=user_id',
      '/applications?sort=created_at;drop table users',
      '/candidates?sort=email',
      '/internship/company?sort=posted_by',
    ]) {
      const response = await call(t, 'GET', url, token, undefined, 'pt');
      expect(response.statusCode, url).toBe(400);
      expect(json(response).message).toBe('Esta lista não pode ser ordenada por essa coluna.');
    }
    const order = await call(t, 'GET', '/applications?sort=status&order=up', token);
    expect(order.statusCode).toBe(400);
    expect(json(order).message).toBe('The sort order must be asc or desc.');
  });

  it('sorts the company’s jobs by title, expiry and applications, whole list and pages alike', async () => {
    const t = await testApp();
    const { token, jobs } = await company(t);
    await insertApplication(t, jobs.Gama as string);
    await insertApplication(t, jobs.Gama as string);
    await insertApplication(t, jobs.alpha as string);
    const all = (query: string) => ids(t, `/internship/company?${query}`, token, 'internships');
    expect(await all('')).toEqual([jobs.Gama, jobs.alpha, jobs.Beta]);
    expect(await all('sort=created_at&order=asc')).toEqual([jobs.Beta, jobs.alpha, jobs.Gama]);
    expect(await all('sort=title')).toEqual([jobs.alpha, jobs.Beta, jobs.Gama]);
    expect(await all('sort=title&order=desc')).toEqual([jobs.Gama, jobs.Beta, jobs.alpha]);
    expect(await all('sort=applications_count')).toEqual([jobs.Gama, jobs.alpha, jobs.Beta]);
    // The soonest expiry first; no expiry last.
    expect(await all('sort=expiration_date')).toEqual([jobs.Gama, jobs.Beta, jobs.alpha]);
    expect(await all('sort=expiration_date&order=desc')).toEqual([jobs.alpha, jobs.Beta, jobs.Gama]);
    // Paged, the same order continues across pages.
    const pages = [
      ...(await all('sort=applications_count&order=asc&page=1&perPage=2')),
      ...(await all('sort=applications_count&order=asc&page=2&perPage=2')),
    ];
    expect(pages).toEqual([jobs.Beta, jobs.alpha, jobs.Gama]);
  });

  it('sorts applications by status and keeps each sort’s pages apart in the kept pages', async () => {
    const t = await testApp();
    const { owners, token, jobs } = await company(t);
    const made: { id: string; status: string }[] = [];
    for (const status of ['HIRED', 'APPLIED', 'REJECTED', 'APPLIED', 'SHORTLISTED']) {
      t.clock.advance(1000);
      const { applicationId } = await insertApplication(t, jobs.Beta as string);
      const moved = await call(t, 'PUT', `/applications/${applicationId}/status`, token, { status });
      expect(moved.statusCode).toBe(200);
      made.push({ id: applicationId, status });
    }
    const page = (query: string, n: number) =>
      ids(t, `/applications?perPage=2&page=${n}&${query}`, token, 'applications');
    const read = async (query: string) => [
      ...(await page(query, 1)),
      ...(await page(query, 2)),
      ...(await page(query, 3)),
    ];
    const newest = await read('');
    expect(newest).toEqual(made.map((m) => m.id).reverse());
    // Codes A→Z; within one status the tiebreak is the default order (newest first).
    const byStatus = await read('sort=status');
    const expected = [...made]
      .map((m, i) => ({ ...m, i }))
      .sort((a, b) => (a.status === b.status ? b.i - a.i : a.status < b.status ? -1 : 1))
      .map((m) => m.id);
    expect(byStatus).toEqual(expected);
    expect(await read('sort=status&order=desc')).toEqual([...expected].reverse());
    // The default list is still served as it was (the sort is part of the key).
    expect(await read('')).toEqual(newest);
    expect(owners.companyId).toBeTruthy();
  });

  it('sorts candidates by name (accent-free) and by city, missing cities last', async () => {
    const t = await testApp();
    const { token } = await company(t);
    const marker = `zq${Date.now().toString(36)}`;
    const people: Record<string, string> = {};
    for (const [first, city] of [
      ['Érica', 'Huambo'],
      ['bruno', null],
      ['Ana', 'Benguela'],
    ] as const) {
      t.clock.advance(1000);
      const [row] = await t.database.db
        .insert(users)
        .values({
          email: `${marker}.${toSearchText(first)}@example.com`,
          role: 'CANDIDATE',
          firstName: first,
          lastName: marker,
          city,
          searchText: toSearchText(`${first} ${marker}`),
          createdAt: t.clock.now(),
        })
        .returning({ id: users.id });
      people[first] = row?.id ?? '';
    }
    const list = (query: string) => ids(t, `/candidates?q=${marker}&${query}`, token, 'users');
    expect(await list('sort=name')).toEqual([people.Ana, people.bruno, people.Érica]);
    expect(await list('sort=name&order=desc')).toEqual([people.Érica, people.bruno, people.Ana]);
    expect(await list('sort=city')).toEqual([people.Ana, people.Érica, people.bruno]);
    expect(await list('')).toEqual([people.Ana, people.bruno, people.Érica]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internships } from '../../src/db/schema';
import { containsPattern, toSearchText } from '../../src/lib/search-text';
import { type TestApp, createTestApp, json } from '../helper';
import { apply, call, candidate, employerWithBulkApplications, isolatedEmployer } from './fixtures';

/**
 * Issue 20: after a colleague moves an applicant, a list without a status filter, in date order,
 * keeps its pages' ids and reads only their rows again; every answer must still be what the
 * database holds at that moment (the moved applicant's new status, a new application on top).
 * Where a test checks what was kept, it runs on a database of its own (isolatedEmployer).
 */

interface World {
  t: TestApp;
  boss: { token: string; companyId: string };
}

let shared: World;

beforeAll(async () => {
  const t = await createTestApp();
  shared = { t, boss: await employerWithBulkApplications(t, { jobs: 3, applications: 120 }) };
}, 120_000);

afterAll(() => shared?.t.close());

interface Listed {
  ids: string[];
  statuses: string[];
  timing: string;
}

async function list(w: World, query: string): Promise<Listed> {
  const response = await call(w.t, 'GET', `/applications?perPage=10&${query}`, w.boss.token);
  expect(response.statusCode, response.body).toBe(200);
  const { applications } = json(response).data as { applications: { id: string; status: string }[] };
  return {
    ids: applications.map((a) => a.id),
    statuses: applications.map((a) => a.status),
    timing: String(response.headers['server-timing']),
  };
}

/** The first word of one of the company's job titles: a search that matches. */
async function titleWord(w: World): Promise<string> {
  const rows = await w.t.database.db.execute(
    sql`select title from ${internships} where company_id = ${w.boss.companyId} order by id limit 1`,
  );
  return String(rows.rows[0]?.title).split(' ')[0] ?? '';
}

/** The page as the database has it now, newest first (the list's default order). */
async function truth(
  w: World,
  page: number,
  search?: string,
  status?: string,
): Promise<{ ids: string[]; statuses: string[] }> {
  const pattern = search ? containsPattern(toSearchText(search)) : '';
  const result = await w.t.database.db.execute(sql`
    select a.id, a.status from applications a
    join internships i on i.id = a.internship_id
    join users u on u.id = a.user_id
    where a.company_id = ${w.boss.companyId} ${status ? sql`and a.status = ${status}` : sql``}
      ${search ? sql`and (i.search_title like ${pattern} or u.search_text like ${pattern})` : sql``}
    order by a.created_at desc nulls last, a.id desc nulls last
    offset ${(page - 1) * 10} limit 10`);
  return {
    ids: result.rows.map((row) => String(row.id)),
    statuses: result.rows.map((row) => String(row.status)),
  };
}

async function move(w: World, id: string, status: string) {
  const response = await call(w.t, 'PUT', `/applications/${id}/status`, w.boss.token, { status });
  expect(response.statusCode, response.body).toBe(200);
}

const pageTiming = (listed: Listed) => /list-page;desc="([a-z]+)"/.exec(listed.timing)?.[1];

describe('a searched page read with its total', () => {
  it("is the database's, for the first and later pages, with and without a status", async () => {
    const word = await titleWord(shared);
    for (const status of [undefined, 'APPLIED', 'REJECTED']) {
      for (const page of [2, 1, 3]) {
        const query = `page=${page}&search=${encodeURIComponent(word)}${status ? `&status=${status}` : ''}`;
        const listed = await list(shared, query);
        expect({ ids: listed.ids, statuses: listed.statuses }, query).toEqual(
          await truth(shared, page, word, status),
        );
      }
    }
  });
});

describe('a page kept across a move', () => {
  it("reads only its rows again, showing the moved applicant's new status", async () => {
    const w = await isolatedEmployer({ jobs: 3, applications: 60 });
    await list(w, 'page=2');
    expect(pageTiming(await list(w, 'page=2'))).toBe('kept');
    const before = await truth(w, 2);
    const moved = String(before.ids[4]);
    const to = before.statuses[4] === 'HIRED' ? 'REJECTED' : 'HIRED';
    await move(w, moved, to);
    const after = await list(w, 'page=2');
    expect(pageTiming(after)).toBe('rows');
    expect(after.ids).toEqual(before.ids);
    expect(after.statuses[4]).toBe(to);
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(w, 2));
  });

  it('does the same for a searched page', async () => {
    const w = await isolatedEmployer({ jobs: 3, applications: 60 });
    const word = await titleWord(w);
    const query = `page=1&search=${encodeURIComponent(word)}`;
    await list(w, query);
    const before = await truth(w, 1, word);
    expect(before.ids).toHaveLength(10);
    await move(w, String(before.ids[0]), before.statuses[0] === 'APPLIED' ? 'SHORTLISTED' : 'APPLIED');
    const after = await list(w, query);
    expect(pageTiming(after)).toBe('rows');
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(w, 1, word));
  });

  it('is found anew when filtered or sorted by what a move changes', async () => {
    const queries = [
      'page=1&status=APPLIED',
      'page=1&sort=status&order=asc',
      'page=1&sort=average_rating&order=desc',
    ];
    for (const query of queries) await list(shared, query);
    const now = await truth(shared, 1);
    await move(shared, String(now.ids[0]), now.statuses[0] === 'HIRED' ? 'REJECTED' : 'HIRED');
    for (const query of queries) expect(pageTiming(await list(shared, query)), query).toBe('read');
  });

  it('is found anew after a new application, which goes on top', async () => {
    await list(shared, 'page=1');
    const jobs = await shared.t.database.db.execute(
      sql`update internships set active_status = 'ACTIVE', expiration_date = now() + interval '30 days'
          where company_id = ${shared.boss.companyId} returning id`,
    );
    const someone = await candidate(shared.t, { first_name: 'Zacarias', last_name: 'Quimbundo' });
    const added = await apply(shared.t, String(jobs.rows[0]?.id), someone);
    const after = await list(shared, 'page=1');
    expect(pageTiming(after)).toBe('read');
    expect(after.ids[0]).toBe(added);
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(shared, 1));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internships } from '../../src/db/schema';
import { containsPattern, toSearchText } from '../../src/lib/search-text';
import { type TestApp, createTestApp, json } from '../helper';
import { apply, call, candidate, employerWithBulkApplications } from './fixtures';

/**
 * Issue 20: after a colleague moves an applicant, a list without a status filter, in date order,
 * keeps its pages' ids and reads only their rows again; every answer must still be what the
 * database holds at that moment (the moved applicant's new status, a new application on top).
 */

let t: TestApp;
let boss: { token: string; userId: string; email: string; companyId: string };
let titleWord: string;

beforeAll(async () => {
  t = await createTestApp();
  boss = await employerWithBulkApplications(t, { jobs: 3, applications: 120 });
  const rows = await t.database.db.execute(
    sql`select title from ${internships} where company_id = ${boss.companyId} order by id limit 1`,
  );
  titleWord = String(rows.rows[0]?.title).split(' ')[0] ?? '';
}, 120_000);

afterAll(() => t?.close());

interface Listed {
  ids: string[];
  statuses: string[];
  timing: string;
}

async function list(query: string): Promise<Listed> {
  const response = await call(t, 'GET', `/applications?perPage=10&${query}`, boss.token);
  expect(response.statusCode, response.body).toBe(200);
  const { applications } = json(response).data as { applications: { id: string; status: string }[] };
  return {
    ids: applications.map((a) => a.id),
    statuses: applications.map((a) => a.status),
    timing: String(response.headers['server-timing']),
  };
}

/** The page as the database has it now, newest first (the list's default order). */
async function truth(
  page: number,
  search?: string,
  status?: string,
): Promise<{ ids: string[]; statuses: string[] }> {
  const result = await t.database.db.execute(sql`
    select a.id, a.status from applications a
    join internships i on i.id = a.internship_id
    join users u on u.id = a.user_id
    where a.company_id = ${boss.companyId} ${status ? sql`and a.status = ${status}` : sql``}
      ${search ? sql`and (i.search_title like ${containsPattern(toSearchText(search))} or u.search_text like ${containsPattern(toSearchText(search))})` : sql``}
    order by a.created_at desc nulls last, a.id desc nulls last
    offset ${(page - 1) * 10} limit 10`);
  return {
    ids: result.rows.map((row) => String(row.id)),
    statuses: result.rows.map((row) => String(row.status)),
  };
}

async function move(id: string, status: string) {
  const response = await call(t, 'PUT', `/applications/${id}/status`, boss.token, { status });
  expect(response.statusCode, response.body).toBe(200);
}

const pageTiming = (listed: Listed) => /list-page;desc="([a-z]+)"/.exec(listed.timing)?.[1];

describe('a searched page read with its total', () => {
  it("is the database's, for the first and later pages, with and without a status", async () => {
    for (const status of [undefined, 'APPLIED', 'REJECTED']) {
      for (const page of [2, 1, 3]) {
        const query = `page=${page}&search=${encodeURIComponent(titleWord)}${status ? `&status=${status}` : ''}`;
        const listed = await list(query);
        expect({ ids: listed.ids, statuses: listed.statuses }, query).toEqual(
          await truth(page, titleWord, status),
        );
      }
    }
  });
});

describe('a page kept across a move', () => {
  it("reads only its rows again, showing the moved applicant's new status", async () => {
    await list('page=2');
    expect(pageTiming(await list('page=2'))).toBe('kept');
    const before = await truth(2);
    const moved = String(before.ids[4]);
    const to = before.statuses[4] === 'HIRED' ? 'REJECTED' : 'HIRED';
    await move(moved, to);
    const after = await list('page=2');
    expect(pageTiming(after)).toBe('rows');
    expect(after.ids).toEqual(before.ids);
    expect(after.statuses[4]).toBe(to);
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(2));
  });

  it('does the same for a searched page', async () => {
    const query = `page=1&search=${encodeURIComponent(titleWord)}`;
    await list(query);
    const before = await truth(1, titleWord);
    expect(before.ids).toHaveLength(10);
    await move(String(before.ids[0]), before.statuses[0] === 'APPLIED' ? 'SHORTLISTED' : 'APPLIED');
    const after = await list(query);
    expect(pageTiming(after)).toBe('rows');
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(1, titleWord));
  });

  it('is found anew when filtered or sorted by what a move changes', async () => {
    const queries = [
      'page=1&status=APPLIED',
      'page=1&sort=status&order=asc',
      'page=1&sort=average_rating&order=desc',
    ];
    for (const query of queries) await list(query);
    const [first] = (await truth(1)).ids;
    const [firstStatus] = (await truth(1)).statuses;
    await move(String(first), firstStatus === 'HIRED' ? 'REJECTED' : 'HIRED');
    for (const query of queries) expect(pageTiming(await list(query)), query).toBe('read');
  });

  it('is found anew after a new application, which goes on top', async () => {
    await list('page=1');
    const jobs = await t.database.db.execute(
      sql`update internships set active_status = 'ACTIVE', expiration_date = now() + interval '30 days'
          where company_id = ${boss.companyId} returning id`,
    );
    const someone = await candidate(t, { first_name: 'Zacarias', last_name: 'Quimbundo' });
    const added = await apply(t, String(jobs.rows[0]?.id), someone);
    const after = await list('page=1');
    expect(pageTiming(after)).toBe('read');
    expect(after.ids[0]).toBe(added);
    expect({ ids: after.ids, statuses: after.statuses }).toEqual(await truth(1));
  });
});

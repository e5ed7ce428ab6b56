import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helper';
import { call, candidate, isolatedEmployer } from './fixtures';
import {
  type ListVariant,
  applicationsPage,
  applicationsTruth,
  candidatesPage,
  candidatesTruth,
} from './deep-pages';

/**
 * Issue 20: company_application_days counts a company's applications per status and UTC day of
 * created_at (migration 0031, kept by triggers), and a deep page in date order starts at the first
 * row of its day instead of stepping over every row before it, with nothing kept yet. The counts
 * are compared with a GROUP BY of the applications after each kind of write; each page with what
 * OFFSET answers at that moment; the answer's Server-Timing says where the page was read from.
 */

let t: TestApp;
let boss: { token: string; companyId: string };

type Variant = ListVariant;

const variants: Variant[] = [
  { query: '', orderBy: 'created_at desc, id desc' },
  { query: '&sort=created_at&order=asc', orderBy: 'created_at, id' },
  { query: '&status=APPLIED', status: 'APPLIED', orderBy: 'created_at desc, id desc' },
  { query: '&status=APPLIED&sort=created_at&order=asc', status: 'APPLIED', orderBy: 'created_at, id' },
];

/** Each (status, day) whose kept count is not the applications' own count: none when exact. */
async function countsOff(): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    select status, day, a.n as counted, d.count as kept
    from (
      select status, (created_at at time zone 'UTC')::date as day, count(*)::int as n
      from applications where company_id = ${boss.companyId} group by 1, 2
    ) as a
    full join (
      select status, day, count from company_application_days
      where company_id = ${boss.companyId} and count > 0
    ) as d using (status, day)
    where a.n is distinct from d.count`);
  return result.rows;
}

/** Deep pages of every variant, each the page OFFSET gives and read from its day's first row. */
async function expectDatedPages(pages: number[]) {
  for (const v of variants) {
    for (const page of pages) {
      const answer = await applicationsPage(t, boss.token, v, page);
      const label = `${v.query || 'all'} page ${page}`;
      expect(answer.ids.length, label).toBe(10);
      expect(answer.ids, label).toEqual(await applicationsTruth(t, boss.companyId, v, page));
      expect(answer.page, label).toBe('dated');
    }
  }
}

describe('a deep page in date order started at its day', () => {
  it('is the page OFFSET gives, either way, with or without a status, on a server with nothing kept', async () => {
    ({ t, boss } = await isolatedEmployer({ jobs: 3, applications: 5000 }));
    expect(await countsOff()).toEqual([]);
    const [spread] = (
      await t.database.db.execute(sql`
        select count(distinct status || day)::int as days from company_application_days
        where company_id = ${boss.companyId}`)
    ).rows;
    // Spread over many days, so a day's start is far from the list's.
    expect(Number(spread?.days)).toBeGreaterThan(40);
    // Far apart: each more than a thousand rows past the anchor the page before left behind.
    await expectDatedPages([101, 220]);
    // A page a few rows after a kept anchor starts there instead (no read of the days).
    expect((await applicationsPage(t, boss.token, variants[0] as Variant, 102)).page).toBe('anchored');

    // Sorted by status within one status, the list is in date order: the same pages, started from
    // the anchors the date order's pages 101 and 220 above left behind.
    for (const [order, orderBy] of [
      ['asc', 'created_at desc, id desc'],
      ['desc', 'created_at, id'],
    ] as const) {
      const v = { query: `&status=APPLIED&sort=status&order=${order}`, status: 'APPLIED', orderBy };
      for (const page of [104, 106]) {
        const answer = await applicationsPage(t, boss.token, v, page);
        expect(answer.ids, `${v.query} page ${page}`).toEqual(
          await applicationsTruth(t, boss.companyId, v, page),
        );
        expect(answer.page, `${v.query} page ${page}`).toBe('anchored');
      }
    }
  });

  it('keeps exact counts through moves, bulk moves, new and deleted applications, and rows on a day’s edge', async () => {
    ({ t, boss } = await isolatedEmployer({ jobs: 3, applications: 5000 }));
    const company = boss.companyId;

    // Rows on both edges of a day in the list's middle, several sharing one microsecond (the id
    // breaks their tie): its first midnight row and its last microsecond's rows.
    const [middle] = (
      await t.database.db.execute(sql`
        select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day from applications
        where company_id = ${company} order by created_at desc, id desc offset 2500 limit 1`)
    ).rows;
    const day = String(middle?.day);
    await t.database.db.execute(sql`
      with picked as (
        select id, row_number() over (order by id) as n from applications
        where company_id = ${company} order by created_at desc, id desc offset 1200 limit 300
      )
      update applications as a set created_at = case
        when p.n % 3 = 0 then ${day}::date::timestamp at time zone 'UTC'
        when p.n % 3 = 1 then ${day}::date::timestamp at time zone 'UTC' - interval '1 microsecond'
        else ${day}::date::timestamp at time zone 'UTC' + interval '1 day' - interval '1 microsecond'
      end
      from picked as p where a.id = p.id`);
    expect(await countsOff()).toEqual([]);
    // In every variant, the page holding the day's first midnight row starts from that day's edge
    // (newest first: its last microsecond's rows; oldest first: its midnight rows).
    for (const v of variants) {
      const [edge] = (
        await t.database.db.execute(sql`
          select n from (
            select created_at, row_number() over (order by ${sql.raw(v.orderBy)}) - 1 as n
            from applications
            where company_id = ${company} ${v.status ? sql`and status = ${v.status}` : sql``}
          ) as ordered
          where created_at = ${day}::date::timestamp at time zone 'UTC' order by n limit 1`)
      ).rows;
      const page = Math.floor(Number(edge?.n) / 10) + 1;
      const answer = await applicationsPage(t, boss.token, v, page);
      expect(answer.page, `${v.query} page ${page}`).toBe('dated');
      expect(answer.ids, `${v.query} page ${page}`).toEqual(
        await applicationsTruth(t, boss.companyId, v, page),
      );
    }

    // One move through the API, then a bulk move of a whole status.
    const [one] = await applicationsTruth(t, boss.companyId, variants[2] as Variant, 1);
    const moved = await call(t, 'PUT', `/applications/${one}/status`, boss.token, { status: 'HIRED' });
    expect(moved.statusCode, moved.body).toBe(200);
    const bulk = await call(t, 'POST', '/applications/status', boss.token, {
      filter: { status: 'SHORTLISTED' },
      status: 'APPLIED',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await countsOff()).toEqual([]);

    // A new application, then a job deleted with its applications (a cascade).
    const someone = await candidate(t, { first_name: 'Ultima', last_name: 'Candidata' });
    const jobs = (
      await t.database.db.execute(sql`select id from internships where company_id = ${company} order by id`)
    ).rows.map((row) => String(row.id));
    await t.database.db.execute(
      sql`insert into applications (internship_id, user_id) values (${jobs[0]}, ${someone.userId})`,
    );
    await t.database.db.execute(sql`delete from applications where id = ${one}`);
    expect(await countsOff()).toEqual([]);
    await expectDatedPages([105, 230]);

    await t.database.db.execute(sql`delete from internships where id = ${jobs[1]}`);
    expect(await countsOff()).toEqual([]);
    await expectDatedPages([102]);
  });
});

describe('a deep page of candidates in date order started at its day', () => {
  /** Each day whose kept count of candidates is not their own count: none when exact. */
  async function candidateCountsOff(): Promise<unknown[]> {
    const result = await t.database.db.execute(sql`
      select day, a.n as counted, d.count as kept
      from (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from users where role = 'CANDIDATE' group by 1
      ) as a
      full join (select day, count from candidate_days where count > 0) as d using (day)
      where a.n is distinct from d.count`);
    return result.rows;
  }

  async function expectDated(pages: number[]) {
    for (const order of ['desc', 'asc'] as const) {
      for (const page of pages) {
        const answer = await candidatesPage(t, boss.token, order, page);
        expect(answer.ids.length, `${order} page ${page}`).toBe(10);
        expect(answer.ids, `${order} page ${page}`).toEqual(await candidatesTruth(t, order, page));
        expect(answer.page, `${order} page ${page}`).toBe('dated');
      }
    }
  }

  it('is the page OFFSET gives either way, and the counts stay exact through sign-ups, deletions and role changes', async () => {
    // One job, 3,000 applicants: 3,000 candidates over a year, in a database of the test's own.
    ({ t, boss } = await isolatedEmployer({ jobs: 1, applications: 3000 }));
    expect(await candidateCountsOff()).toEqual([]);
    await expectDated([101, 220]);

    await candidate(t, { first_name: 'Nova', last_name: 'Inscrita' });
    const [gone, changed] = (
      await t.database.db.execute(
        sql`select id from users where role = 'CANDIDATE' order by created_at desc, id desc offset 1500 limit 2`,
      )
    ).rows.map((row) => String(row.id));
    await t.database.db.execute(sql`delete from users where id = ${gone}`);
    await t.database.db.execute(sql`update users set role = 'EMPLOYER' where id = ${changed}`);
    // A profile edit of many candidates at once moves no count.
    await t.database.db.execute(sql`update users set headline = 'Outra' where role = 'CANDIDATE'`);
    expect(await candidateCountsOff()).toEqual([]);
    await expectDated([102, 230]);
  });
});

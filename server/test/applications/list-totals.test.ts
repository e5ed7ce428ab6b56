import type { ApplicationStatus } from '@shared/domain';
import { APPLICATION_STATUSES } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internships } from '../../src/db/schema';
import {
  countCandidatesApplications,
  createApplicationsRepository,
} from '../../src/modules/applications/repository';
import { type TestApp, createTestApp, json } from '../helper';
import {
  type Account,
  apply,
  call,
  candidate,
  employerWithBulkApplications,
  isolatedEmployer,
} from './fixtures';

/**
 * Issue 20: list totals without recounting. Status totals come from application_status_counts
 * (statement triggers, migration 0024) and a searched list's total stops at a cap. Every total
 * the API gives is compared with count(*) at the same moment, after every kind of write: a move,
 * a bulk move and its undo, a new application, a deleted job.
 */

let t: TestApp;
let boss: { token: string; userId: string; email: string; companyId: string };
let jobIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  boss = await employerWithBulkApplications(t, { jobs: 4, applications: 400 });
  const rows = await t.database.db.execute(
    sql`select id from ${internships} where company_id = ${boss.companyId} order by id`,
  );
  jobIds = rows.rows.map((row) => String(row.id));
}, 120_000);

afterAll(() => t?.close());

async function truth(where: { status?: string; job?: string } = {}): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from applications where company_id = ${boss.companyId}
        ${where.status ? sql`and status = ${where.status}` : sql``}
        ${where.job ? sql`and internship_id = ${where.job}` : sql``}`,
  );
  return Number(result.rows[0]?.n);
}

async function apiTotal(query: string): Promise<{ total: number; capped?: boolean }> {
  const response = await call(t, 'GET', `/applications?perPage=10&${query}`, boss.token);
  expect(response.statusCode, response.body).toBe(200);
  const { pagination } = json(response).data as {
    pagination: { totalItems: number; totalCapped?: boolean };
  };
  return { total: pagination.totalItems, capped: pagination.totalCapped };
}

/** Every status, alone and with each job: the API's totals equal count(*). */
async function expectTotalsExact(label: string) {
  expect((await apiTotal('')).total, `${label}: all`).toBe(await truth());
  for (const status of APPLICATION_STATUSES) {
    expect((await apiTotal(`status=${status}`)).total, `${label}: ${status}`).toBe(await truth({ status }));
    for (const job of jobIds.slice(0, 2)) {
      expect(
        (await apiTotal(`status=${status}&internshipId=${job}`)).total,
        `${label}: ${status} of ${job}`,
      ).toBe(await truth({ status, job }));
    }
  }
}

/** The seed's jobs may have expired: open one for a new application. */
async function openForApplications(jobId: string) {
  await t.database.db.execute(
    sql`update internships set active_status = 'ACTIVE', expiration_date = now() + interval '30 days' where id = ${jobId}`,
  );
}

async function someIds(status: ApplicationStatus, n: number): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`select id from applications where company_id = ${boss.companyId} and status = ${status} order by id limit ${n}`,
  );
  return result.rows.map((row) => String(row.id));
}

describe('status totals from the counters', () => {
  it('match count(*) after the seed, a move, a bulk move, its undo, an application and a deleted job', async () => {
    await expectTotalsExact('seeded');

    const [one] = await someIds('APPLIED', 1);
    const moved = await call(t, 'PUT', `/applications/${one}/status`, boss.token, { status: 'HIRED' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectTotalsExact('after one move');

    const ids = await someIds('APPLIED', 25);
    const bulk = await call(t, 'POST', '/applications/status', boss.token, { ids, status: 'REJECTED' });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const items = (json(bulk).data as { moved: { id: string; from: string }[] }).moved;
    expect(items).toHaveLength(25);
    await expectTotalsExact('after a bulk move');
    const undo = await call(t, 'POST', '/applications/status/undo', boss.token, {
      status: 'REJECTED',
      items,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await expectTotalsExact('after its undo');

    const someone: Account = await candidate(t, { first_name: 'Zacarias', last_name: 'Quimbundo' });
    await openForApplications(String(jobIds[0]));
    await apply(t, String(jobIds[0]), someone);
    await expectTotalsExact('after a new application');

    // The last job goes with its applications (a cascade): its counters go with it.
    const removed = await call(t, 'DELETE', `/internship/${jobIds[3]}`, boss.token);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectTotalsExact('after a deleted job');
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from application_status_counts where internship_id = ${jobIds[3]}`,
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});

describe('totals of a search', () => {
  it('are exact below the cap, with and without a status, also after moves', async () => {
    const repo = createApplicationsRepository(t.database.db);
    const someone = await candidate(t, { first_name: 'Ermelinda', last_name: 'Capitango' });
    await openForApplications(String(jobIds[1]));
    const applicationId = await apply(t, String(jobIds[1]), someone);

    expect(await apiTotal('search=ermelinda')).toEqual({ total: 1, capped: undefined });
    expect((await apiTotal('search=ermelinda&status=APPLIED')).total).toBe(1);
    const moved = await call(t, 'PUT', `/applications/${applicationId}/status`, boss.token, {
      status: 'SHORTLISTED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await apiTotal('search=ermelinda&status=APPLIED')).total).toBe(0);
    expect((await apiTotal('search=ermelinda&status=SHORTLISTED')).total).toBe(1);
    expect((await apiTotal('search=ermelinda')).total).toBe(1);

    // A job title search: the job's applications through the counters, exact.
    const [title] = (
      await t.database.db.execute(sql`select search_title from internships where id = ${jobIds[1]}`)
    ).rows.map((row) => String(row.search_title));
    const matches = await repo.searchMatches(boss.companyId, String(title));
    expect(matches.internshipIds).toContain(jobIds[1]);
    const total = await repo.total({ companyId: boss.companyId, search: String(title) }, matches);
    const expected = await t.database.db.execute(
      sql`select count(*)::int as n from applications where company_id = ${boss.companyId}
          and (internship_id = any(${`{${matches.internshipIds.join(',')}}`}::uuid[])
               or user_id = any(${`{${matches.userIds.join(',')}}`}::uuid[]))`,
    );
    expect(total).toMatchObject({ items: Number(expected.rows[0]?.n), capped: false });
  });

  it('stops at the cap and says so', async () => {
    const repo = createApplicationsRepository(t.database.db);
    const [title] = (
      await t.database.db.execute(sql`select search_title from internships where id = ${jobIds[0]}`)
    ).rows.map((row) => String(row.search_title));
    const matches = await repo.searchMatches(boss.companyId, String(title));
    const filters = { companyId: boss.companyId, search: String(title) };
    const exact = await repo.total(filters, matches);
    expect(exact.capped).toBe(false);
    expect(exact.items).toBeGreaterThan(20);
    expect(await repo.total(filters, matches, 20)).toMatchObject({ items: 20, capped: true });
    expect(await repo.total(filters, matches, exact.items)).toMatchObject({
      items: exact.items,
      capped: false,
    });
    expect(await repo.total(filters, matches, exact.items - 1)).toMatchObject({
      items: exact.items - 1,
      capped: true,
    });
  });
});

describe('a searched page', () => {
  it('is the same whether read by walking the list or from the matches, at any depth and status', async () => {
    const repo = createApplicationsRepository(t.database.db);
    const [title] = (
      await t.database.db.execute(sql`select search_title from internships where id = ${jobIds[1]}`)
    ).rows.map((row) => String(row.search_title));
    // A job title and a candidate's name: both halves of the matches.
    const named = await candidate(t, { first_name: String(title).split(' ')[0] ?? 'x', last_name: 'Teste' });
    await openForApplications(String(jobIds[2]));
    await apply(t, String(jobIds[2]), named);
    const matches = await repo.searchMatches(boss.companyId, String(title).split(' ')[0] ?? '');
    expect(matches.internshipIds.length).toBeGreaterThan(0);
    expect(matches.userIds.length).toBeGreaterThan(0);
    for (const status of [undefined, 'APPLIED', 'REJECTED'] as const) {
      const filters = { companyId: boss.companyId, search: 'x', status };
      for (const offset of [0, 10, 90, 180]) {
        const walked = await repo.list(filters, matches, 10, offset, undefined, 'walk');
        const read = await repo.list(filters, matches, 10, offset, undefined, 'matches');
        expect(
          read.map((r) => r.id),
          `${status} at ${offset}`,
        ).toEqual(walked.map((r) => r.id));
        // The same page, found by the search's count (one read for both).
        const total = await repo.total(filters, matches, undefined, { offset, limit: 10 });
        expect(total.firstPage?.ids.slice().sort(), `counted: ${status} at ${offset}`).toEqual(
          walked.map((r) => r.id).sort(),
        );
      }
    }
  });
});

describe('the Server-Timing header of a list', () => {
  it('says which parts were kept and which were read, and a move makes the page read again', async () => {
    // A database of its own: another file's new candidate would rightly make the page read anew.
    const own = await isolatedEmployer({ jobs: 2, applications: 200 });
    const query = '/applications?perPage=10&page=2&status=REJECTED';
    const timing = async () => {
      const response = await call(own.t, 'GET', query, own.boss.token);
      expect(response.statusCode, response.body).toBe(200);
      return String(response.headers['server-timing']);
    };
    await timing();
    expect(await timing()).toBe('list-total;desc="kept", list-page;desc="kept"');
    const applied = await own.t.database.db.execute(
      sql`select id from applications where company_id = ${own.boss.companyId} and status = 'APPLIED' limit 1`,
    );
    const moved = await call(own.t, 'PUT', `/applications/${applied.rows[0]?.id}/status`, own.boss.token, {
      status: 'SHORTLISTED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await timing()).toBe('list-total;desc="counted", list-page;desc="read"');
    const candidates = await call(own.t, 'GET', '/candidates?perPage=10&page=1', own.boss.token);
    expect(candidates.headers['server-timing']).toMatch(
      /^list-total;desc="(kept|counted)", list-page;desc="(kept|rows|read)"$/,
    );
  });
});

/** Applications to jobIds[1] (the candidates part's left-out job), in one status if given. */
async function inJob(status?: ApplicationStatus): Promise<number> {
  return truth({ job: String(jobIds[1]), status });
}

describe("a search's candidates part", () => {
  it('counts the same walking the company list or reading each candidate, with a status and a cap', async () => {
    const people = await t.database.db.execute(
      sql`select distinct user_id from applications where company_id = ${boss.companyId} limit 60`,
    );
    const userIds = people.rows.map((row) => String(row.user_id));
    expect(userIds.length).toBeGreaterThan(10);
    for (const status of [undefined, 'APPLIED', 'HIRED'] as const) {
      for (const cap of [5, 10_000]) {
        const q = {
          companyId: boss.companyId,
          status,
          userIds,
          exceptJobs: [String(jobIds[1])],
          cap,
          listSize: 0,
        };
        const walked = await countCandidatesApplications(t.database.db, { ...q, via: 'walk' });
        const read = await countCandidatesApplications(t.database.db, { ...q, via: 'candidates' });
        expect(read, `${status} cap ${cap}`).toEqual(walked);
        // With a page: the same page either way, and none past the cap.
        const page = { offset: 10, limit: 10 };
        const walkedPage = await countCandidatesApplications(t.database.db, { ...q, page, via: 'walk' });
        const readPage = await countCandidatesApplications(t.database.db, { ...q, page, via: 'candidates' });
        expect(readPage.items).toBe(read.items);
        expect(readPage.pageIds?.slice().sort(), `${status} cap ${cap}`).toEqual(
          walkedPage.pageIds?.slice().sort(),
        );
        if (read.capped) expect(readPage.pageIds).toBeUndefined();
        else
          expect(readPage.pageIds).toHaveLength(
            Math.min(10, Math.max(0, read.items + (await inJob(status)) - 10)),
          );
      }
    }
  });
});

import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SearchMatches,
  countCandidatesApplicationsByStatus,
  createApplicationsRepository,
} from '../../src/modules/applications/repository';
import { type TestApp, createTestApp, json } from '../helper';
import { statementsSent } from '../statements-sent';
import { apply, call, candidate, employerWithBulkApplications, isolatedEmployer } from './fixtures';

/**
 * Issue 20: a search's totals in every status counted in one read (repository.totalsByStatus),
 * which the list uses for a search with a status filter. Each status's total and first page must
 * equal counting that status alone and walking its list, and the API's answers must equal the
 * database's after a move, in every status and sort.
 */

let t: TestApp;
let boss: { token: string; userId: string; email: string; companyId: string };
let jobIds: string[];
/** The named candidates' first name, and a word of a job title. */
let words: string[];

/** Applications of the named candidates, by status: two statuses span more than one page of 5. */
const STATUS_SPREAD = [
  ...Array(10).fill('APPLIED'),
  ...Array(7).fill('SHORTLISTED'),
  'REJECTED',
  'REJECTED',
  'REJECTED',
  'REJECTED',
  'HIRED',
  'HIRED',
  'HIRED',
];

/** An employer's company and the test app it is in: the file's own, or a test's own database. */
interface Scene {
  t: TestApp;
  boss: { token: string; userId: string; email: string; companyId: string };
}

/**
 * Six candidates of a name no other test uses, each applying to the company's four jobs, in
 * statuses spread as STATUS_SPREAD. Answers the jobs and the searches' words.
 */
async function addNamedCandidates({ t, boss }: Scene): Promise<{ jobIds: string[]; words: string[] }> {
  const jobs = await t.database.db.execute(
    sql`select id, search_title from internships where company_id = ${boss.companyId} order by id`,
  );
  const ids = jobs.rows.map((row) => String(row.id));
  await t.database.db.execute(
    sql`update internships set active_status = 'ACTIVE', expiration_date = now() + interval '30 days'
        where company_id = ${boss.companyId}`,
  );
  const applied: string[] = [];
  for (let n = 0; n < 6; n += 1) {
    const who = await candidate(t, { first_name: 'Zulmira', last_name: `Teste ${n}` });
    for (const jobId of ids) applied.push(await apply(t, jobId, who));
  }
  for (const [index, id] of applied.entries()) {
    await t.database.db.execute(
      sql`update applications set status = ${STATUS_SPREAD[index]} where id = ${id}`,
    );
  }
  return { jobIds: ids, words: ['zulmira', String(jobs.rows[1]?.search_title).split(' ')[0] ?? ''] };
}

beforeAll(async () => {
  t = await createTestApp();
  boss = await employerWithBulkApplications(t, { jobs: 4, applications: 400 });
  ({ jobIds, words } = await addNamedCandidates({ t, boss }));
}, 120_000);

afterAll(() => t?.close());

const repo = () => createApplicationsRepository(t.database.db);
/** The file's own scene. */
const scene = (): Scene => ({ t, boss });

/** The search's applications in the database now, newest first (or oldest first). */
async function truth(
  matches: SearchMatches,
  where: SQL,
  oldestFirst = false,
  { t, boss }: Scene = scene(),
): Promise<string[]> {
  const ids = (list: string[]) => sql`${`{${list.join(',')}}`}::uuid[]`;
  const order = oldestFirst ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  const result = await t.database.db.execute(
    sql`select id from applications where company_id = ${boss.companyId} and ${where}
        and (user_id = any(${ids(matches.userIds)}) or internship_id = any(${ids(matches.internshipIds)}))
        order by ${order}`,
  );
  return result.rows.map((row) => String(row.id));
}

describe("a search's totals in every status", () => {
  it('equal each status counted alone, with the same first page, with and without a job and a cap', async () => {
    let exact = 0;
    for (const word of words) {
      const matches = await repo().searchMatches(boss.companyId, word);
      expect(matches.userIds.length + matches.internshipIds.length, word).toBeGreaterThan(0);
      for (const internshipId of [undefined, jobIds[1]]) {
        for (const cap of [10_000, 7, 2]) {
          const filters = { companyId: boss.companyId, internshipId, search: word };
          const grouped = await repo().totalsByStatus(filters, matches, 20, cap);
          const label = `${word} job ${internshipId ?? '-'} cap ${cap}`;
          // Far from the cap, no status is left to count alone.
          if (cap === 10_000)
            expect([...grouped.keys()].sort(), label).toEqual([...APPLICATION_STATUSES].sort());
          for (const status of APPLICATION_STATUSES) {
            const found = grouped.get(status);
            if (!found) continue;
            const alone = await repo().total({ ...filters, status }, matches, cap, { offset: 0, limit: 20 });
            expect({ items: found.items, capped: found.capped }, `${label} ${status}`).toEqual({
              items: alone.items,
              capped: alone.capped,
            });
            // Ids come with a count that read the candidates' applications, as with `total`.
            expect(found.firstPage === undefined, `${label} ${status}`).toBe(alone.firstPage === undefined);
            if (!found.firstPage) continue;
            const walked = await repo().list({ ...filters, status }, matches, 20, 0, undefined, 'walk');
            expect(found.firstPage.ids, `${label} ${status}`).toEqual(walked.map((row) => row.id));
            if (walked.length > 0) exact += 1;
          }
        }
      }
    }
    // Not only empty or capped answers were compared.
    expect(exact).toBeGreaterThan(4);
  });

  it('are the same walking the company list or reading each candidate, stopped at the read limit or not', async () => {
    const people = await t.database.db.execute(
      sql`select distinct user_id from applications where company_id = ${boss.companyId} limit 60`,
    );
    const userIds = people.rows.map((row) => String(row.user_id));
    expect(userIds.length).toBeGreaterThan(10);
    for (const [cap, readLimit] of [
      [10_000, 100_000],
      [3, 30],
      [3, 4],
    ] as const) {
      const q = {
        companyId: boss.companyId,
        statuses: APPLICATION_STATUSES,
        userIds,
        exceptJobs: [String(jobIds[1])],
        cap,
        readLimit,
        listSize: 0,
        take: 10,
      };
      const walked = await countCandidatesApplicationsByStatus(t.database.db, { ...q, via: 'walk' });
      const read = await countCandidatesApplicationsByStatus(t.database.db, { ...q, via: 'candidates' });
      // Which rows a stopped read saw differs by path, so only what either decides is compared.
      for (const status of APPLICATION_STATUSES) {
        const a = walked.get(status);
        const b = read.get(status);
        if (a && b && !a.capped && !b.capped) {
          expect(b.items, `${status} cap ${cap}`).toBe(a.items);
          expect(b.pageIds, `${status} cap ${cap}`).toEqual(a.pageIds);
        }
      }
      if (readLimit === 100_000) expect(read.size).toBe(APPLICATION_STATUSES.length);
      // Most applications are APPLIED: past the cap within 30 rows read, so capped, not left out.
      if (readLimit === 30) {
        expect(walked.get('APPLIED')).toEqual({ capped: true });
        expect(read.get('APPLIED')).toEqual({ capped: true });
      }
      // Two statuses only (the others decided by the jobs' counters): the same answers for them,
      // and no other status counted.
      const two = ['REJECTED', 'HIRED'] as const;
      const some = await countCandidatesApplicationsByStatus(t.database.db, { ...q, statuses: two });
      if (readLimit !== 4) expect([...some.keys()].sort(), `cap ${cap}`).toEqual([...two].sort());
      for (const status of two) {
        const all = read.get(status);
        const alone = some.get(status);
        if (all && !all.capped) expect(alone, `${status} cap ${cap}`).toEqual(all);
      }
    }
    // Fewer rows kept: HIRED alone stays under a read limit that all four statuses pass.
    const readWithin40 = (statuses: readonly ApplicationStatus[]) =>
      countCandidatesApplicationsByStatus(t.database.db, {
        companyId: boss.companyId,
        statuses,
        userIds,
        exceptJobs: [],
        cap: 10_000,
        readLimit: 40,
        listSize: 0,
        take: 10,
        via: 'candidates',
      });
    expect((await readWithin40(APPLICATION_STATUSES)).get('HIRED')).toBeUndefined();
    const rare = await readWithin40(['HIRED']);
    expect(rare.get('HIRED')).toMatchObject({ capped: false });
  });
});

/** A searched list through the API, and a check of its every status and sort against the database. */
async function searchedList(word: string, on: Scene = scene()) {
  const { t, boss } = on;
  const matches = await createApplicationsRepository(t.database.db).searchMatches(boss.companyId, word);
  const list = async (query: string) => {
    const response = await call(t, 'GET', `/applications?perPage=5&search=${word}&${query}`, boss.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data as {
      applications: Array<{ id: string }>;
      pagination: { totalItems: number };
    };
    return { total: data.pagination.totalItems, ids: data.applications.map((row) => row.id) };
  };
  const expectAsDatabase = async (label: string) => {
    for (const status of APPLICATION_STATUSES) {
      const where = sql`status = ${status}`;
      const newest = await truth(matches, where, false, on);
      // Newest first first: its count reads the first pages' ids, which the oldest-first
      // request of the same status must not take for its own.
      expect(await list(`status=${status}`), `${label} ${word} ${status}`).toEqual({
        total: newest.length,
        ids: newest.slice(0, 5),
      });
      expect(await list(`status=${status}&page=2`), `${label} ${word} ${status} page 2`).toEqual({
        total: newest.length,
        ids: newest.slice(5, 10),
      });
      const oldest = await truth(matches, where, true, on);
      expect(
        await list(`status=${status}&sort=created_at&order=asc`),
        `${label} ${word} ${status} asc`,
      ).toEqual({
        total: oldest.length,
        ids: oldest.slice(0, 5),
      });
    }
  };
  return { matches, expectAsDatabase };
}

describe('a searched list with a status, through the API', () => {
  it("equals the database's in every status and sort, before and after a move", async () => {
    const { matches, expectAsDatabase } = await searchedList(String(words[0]));
    await expectAsDatabase('before');
    const [first] = await truth(matches, sql`status = 'APPLIED'`);
    expect(first).toBeDefined();
    const moved = await call(t, 'PUT', `/applications/${first}/status`, boss.token, { status: 'HIRED' });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectAsDatabase('after a move');
  });

  it('carries its totals over the moves this server makes, and counts again after a write it did not make', async () => {
    // A database of its own: on PostgreSQL another file's new candidate moves every company's
    // rows version (names are searched), and the totals are then rightly counted again.
    const { t, boss } = await isolatedEmployer({ jobs: 4, applications: 400 });
    const on = { t, boss };
    const { jobIds, words } = await addNamedCandidates(on);
    const searches = await Promise.all(words.map((word) => searchedList(word, on)));
    const check = async (label: string) => {
      for (const search of searches) await search.expectAsDatabase(label);
    };
    await check('before');
    // The statuses of a search counted together (repository.countCandidatesApplicationsByStatus).
    const groupedCounts = statementsSent(t, 'counts as (select status, count(*)');
    const [byName] = searches;
    const matched = async (status: ApplicationStatus) => {
      const [id] = await truth(byName?.matches as SearchMatches, sql`status = ${status}`, false, on);
      expect(id, status).toBeDefined();
      return String(id);
    };
    const unmatched = await t.database.db.execute(sql`
      select a.id from applications as a join users as u on u.id = a.user_id
      where a.company_id = ${boss.companyId} and a.status = 'APPLIED' and u.first_name <> 'Zulmira'
        and a.internship_id <> ${jobIds[1]} limit 1`);
    const put = async (id: string, status: ApplicationStatus) => {
      const response = await call(t, 'PUT', `/applications/${id}/status`, boss.token, { status });
      expect(response.statusCode, response.body).toBe(200);
    };

    await put(String(unmatched.rows[0]?.id), 'SHORTLISTED');
    await check('after an applicant neither search matches moved');
    await put(await matched('APPLIED'), 'REJECTED');
    await check('after an applicant the name matches moved');
    const bulk = [await matched('SHORTLISTED'), await matched('HIRED')];
    const moved = await call(t, 'POST', '/applications/status', boss.token, { ids: bulk, status: 'APPLIED' });
    expect(moved.statusCode, moved.body).toBe(200);
    await check('after a bulk move');
    const undo = await call(t, 'POST', '/applications/status/undo', boss.token, {
      status: 'APPLIED',
      items: (json(moved).data as { moved: Array<{ id: string; from: string }> }).moved,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    await check('after its undo');
    // Every total was carried: none was counted again.
    expect(groupedCounts()).toBe(0);

    // A move written elsewhere (another instance, a script) is not known here: counted again.
    await t.database.db.execute(
      sql`update applications set status = 'HIRED' where id = ${await matched('APPLIED')}`,
    );
    await check('after a move written straight to the database');
    expect(groupedCounts()).toBeGreaterThan(0);
  });

  it("carries nothing over a move whose version steps are not all the move's own", async () => {
    // A trigger that one day bumps otherwise (here: a move that bumps nothing) must not let
    // totals kept at an older version pass for the new one.
    const { t, boss } = await isolatedEmployer({ jobs: 4, applications: 400 });
    const on = { t, boss };
    const { words } = await addNamedCandidates(on);
    const search = await searchedList(String(words[0]), on);
    await search.expectAsDatabase('before');
    const [written, moved] = await truth(search.matches, sql`status = 'APPLIED'`, false, on);
    expect(moved).toBeDefined();
    // Another writer's move: the version steps once, and nothing here has counted it yet.
    await t.database.db.execute(sql`update applications set status = 'HIRED' where id = ${written}`);
    await t.database.db.execute(sql`alter table applications disable trigger applications_version_update`);
    const response = await call(t, 'PUT', `/applications/${moved}/status`, boss.token, {
      status: 'REJECTED',
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.database.db.execute(sql`alter table applications enable trigger applications_version_update`);
    await search.expectAsDatabase('after a move that did not step the version');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { createCandidatesRepository } from '../../src/modules/candidates/repository';
import { type TestApp, createTestApp, json, signedInAccount } from '../helper';
import { candidateId } from '../internships/fixtures';
import { call, candidate, employerWithBulkApplications } from './fixtures';

/**
 * Pages and totals are kept per list version (totals from counters, issue 20). Every page below
 * is compared with what a plain OFFSET query answers at the same moment, before and after the
 * lists change.
 */

let t: TestApp;
let boss: { token: string; userId: string; email: string; companyId: string };

beforeAll(async () => {
  t = await createTestApp();
  // 3 jobs × 1,000 candidates: 3,000 applications, pages deep into the list.
  boss = await employerWithBulkApplications(t, { jobs: 3, applications: 3000 });
}, 120_000);

afterAll(() => t?.close());

async function rows(query: string): Promise<string[]> {
  const result = await t.database.db.execute(sql.raw(query));
  return result.rows.map((row) => String(row.id));
}

const newestFirst = 'order by created_at desc nulls last, id desc nulls last';

function truthOfApplications(offset: number, status?: string): Promise<string[]> {
  const where = `company_id = '${boss.companyId}'${status ? ` and status = '${status}'` : ''}`;
  return rows(`select id from applications where ${where} ${newestFirst} offset ${offset} limit 10`);
}

async function pageOfApplications(page: number, status?: string) {
  const query = `/applications?perPage=10&page=${page}${status ? `&status=${status}` : ''}`;
  const response = await call(t, 'GET', query, boss.token);
  expect(response.statusCode, response.body).toBe(200);
  const data = json(response).data as { applications: { id: string }[]; pagination: { totalItems: number } };
  return { ids: data.applications.map((a) => a.id), total: data.pagination.totalItems };
}

describe('deep pages of applications', () => {
  it('answers every page exactly as OFFSET would, shallow and deep, filtered or not', async () => {
    for (const page of [1, 100, 101, 102, 150, 201, 250, 300]) {
      expect((await pageOfApplications(page)).ids, `page ${page}`).toEqual(
        await truthOfApplications((page - 1) * 10),
      );
    }
    const [{ n: shortlisted } = { n: 0 }] = (
      await t.database.db.execute(
        sql`select count(*)::int as n from ${applications} where company_id = ${boss.companyId} and status = 'SHORTLISTED'`,
      )
    ).rows as { n: number }[];
    const filtered = await pageOfApplications(1, 'SHORTLISTED');
    expect(filtered.total).toBe(shortlisted);
    const last = Math.ceil(shortlisted / 10);
    expect((await pageOfApplications(last, 'SHORTLISTED')).ids).toEqual(
      await truthOfApplications((last - 1) * 10, 'SHORTLISTED'),
    );
  });

  it('follows changes: a status change and a new application move pages and counts', async () => {
    // Warm the kept totals and pages first, then change the list under them.
    const before = await pageOfApplications(150);
    const [moved] = before.ids;
    const change = await call(t, 'PUT', `/applications/${moved}/status`, boss.token, { status: 'HIRED' });
    expect(change.statusCode, change.body).toBe(200);
    const hired = await pageOfApplications(1, 'HIRED');
    expect(hired.ids).toEqual(await truthOfApplications(0, 'HIRED'));
    expect(hired.total).toBeGreaterThan(0);

    const [job] = await rows(`select id from internships where company_id = '${boss.companyId}' limit 1`);
    await t.database.db
      .insert(applications)
      .values({ internshipId: String(job), userId: await candidateId(t) });
    const after = await pageOfApplications(150);
    expect(after.total).toBe(before.total + 1);
    expect(after.ids).toEqual(await truthOfApplications(1490));
    // Everything moved one place down: the old first row of page 150 is now second.
    expect(after.ids[1]).toBe(moved);
  });
});

describe('deep pages of candidates', () => {
  const truth = (offset: number) =>
    rows(`select id from users where role = 'CANDIDATE' ${newestFirst} offset ${offset} limit 10`);

  async function page(n: number): Promise<string[]> {
    const response = await call(t, 'GET', `/user?role=CANDIDATE&perPage=10&page=${n}`, boss.token);
    expect(response.statusCode, response.body).toBe(200);
    return (json(response).data as { users: { id: string }[] }).users.map((u) => u.id);
  }

  it('answers deep pages exactly as OFFSET would, also after a new candidate signs up', async () => {
    // On PostgreSQL other test files add candidates meanwhile: compare only when the truth held
    // still around the request (a few tries).
    const settled = async (n: number) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const first = await truth((n - 1) * 10);
        const answer = await page(n);
        const second = await truth((n - 1) * 10);
        if (JSON.stringify(first) === JSON.stringify(second)) return { answer, truth: first };
      }
      throw new Error(`page ${n}: the candidates kept changing`);
    };
    for (const n of [1, 100, 101, 102]) {
      const { answer, truth: expected } = await settled(n);
      expect(answer, `page ${n}`).toEqual(expected);
    }
    await signedInAccount(t, 'CANDIDATE');
    const { answer, truth: expected } = await settled(101);
    expect(answer).toEqual(expected);
  });
});

describe('a filtered page of candidates', () => {
  it('is the same whether the list is walked or the matches collected, in every sort (issues 19, 20)', async () => {
    const repo = createCandidatesRepository(t.database.db);
    // On the shared PostgreSQL database the seed may add no candidates: one with a known skill and city.
    await candidate(t, { first_name: 'Filtro', last_name: 'Conhecido', city: 'Luanda', skills: ['Excel'] });
    const [word] = (
      await t.database.db.execute(
        sql`select split_part(search_text, ' ', 1) as word from users where role = 'CANDIDATE' and search_text <> '' limit 1`,
      )
    ).rows.map((row) => String(row.word));
    const filterSets = [
      { skills: [], q: String(word).slice(0, 4) },
      { skills: ['Excel'] },
      { skills: [], location: 'Luanda' },
    ];
    // Every sort of the list (issue 19), both ways: a collected page is sorted as the walk reads it.
    const sorts = (['created_at', 'name', 'city'] as const).flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) => ({ sort, order })),
    );
    for (const filters of filterSets) {
      for (const sorted of sorts) {
        for (const offset of [0, 10, 200]) {
          const walked = await repo.list(filters, 10, offset, sorted, 'walk');
          const collected = await repo.list(filters, 10, offset, sorted, 'collect');
          const label = `${JSON.stringify(filters)} by ${sorted.sort} ${sorted.order} at ${offset}`;
          if (offset === 0) expect(walked.length, label).toBeGreaterThan(0);
          expect(
            collected.map((u) => u.id),
            label,
          ).toEqual(walked.map((u) => u.id));
        }
      }
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatusHistory, applications, internships } from '../../src/db/schema';
import { type TestApp, createTestApp, json } from '../helper';
import { type Account, apply, call, candidate, employer, job } from './fixtures';

/**
 * Ownership matrix: employer A (jobs a1, a2), employer B (job b1), candidates João, Maria and
 * Ana. Every call is tried by the owner, the other employer, a candidate and nobody.
 */

let t: TestApp;
let empA: Account & { companyId: string };
let empB: Account & { companyId: string };
let joao: Account;
let maria: Account;
let ana: Account;
let jobA1: string;
let jobA2: string;
let jobB1: string;

beforeAll(async () => {
  t = await createTestApp();
  [empA, empB, joao, maria, ana] = await Promise.all([
    employer(t, 'Sonangol Digital'),
    employer(t, 'Unitel Labs'),
    candidate(t, {
      first_name: 'João',
      last_name: 'Ngola',
      city: 'Luanda',
      headline: 'Engenheiro de Software',
    }),
    candidate(t, {
      first_name: 'Maria',
      last_name: 'Kiala',
      city: 'Benguela',
      headline: 'Analista de Dados',
    }),
    candidate(t, { first_name: 'Ana', last_name: 'Tavares', city: 'Huambo', headline: 'Designer' }),
  ]);
  jobA1 = await job(t, empA, 'Estágio em Programação Web');
  jobA2 = await job(t, empA, 'Técnico de Manutenção');
  jobB1 = await job(t, empB, 'Estágio em Marketing');
}, 120_000);

afterAll(() => t?.close());

type ListBody = {
  data: {
    applications: Array<{ id: string; user_id: string; status: string; intern_info: { title: string } }>;
    pagination: { currentPage: number; totalPages: number; totalItems: number; pageLimit: number };
  };
};

describe('POST /applications/apply/:id', () => {
  it('lets a candidate apply once (201), refuses a second application (409) and employers (403)', async () => {
    const jobId = await job(t, empA, 'Apply once');
    const first = await call(t, 'POST', `/applications/apply/${jobId}`, joao.token, { cover_letter: 'Olá!' });
    expect(first.statusCode).toBe(201);
    expect(json(first).message).toBe('Application submitted successfully');
    const data = (first.json() as { data: { id: string; status: string } }).data;
    expect(data.status).toBe('APPLIED');

    const again = await call(t, 'POST', `/applications/apply/${jobId}`, joao.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('You have already applied to this job.');

    const asEmployer = await call(t, 'POST', `/applications/apply/${jobId}`, empB.token);
    expect(asEmployer.statusCode).toBe(403);
    const anonymous = await call(t, 'POST', `/applications/apply/${jobId}`);
    expect(anonymous.statusCode).toBe(401);

    const rows = await t.database.db.select().from(applications).where(eq(applications.internshipId, jobId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.coverLetter).toBe('Olá!');
    const history = await t.database.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, data.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'APPLIED']]);
  });

  it('refuses expired, in-active, deleted and unknown jobs with a message', async () => {
    const expired = await job(t, empA, 'Expired', { expirationDate: new Date(Date.now() - 60_000) });
    const inactive = await job(t, empA, 'Inactive', { activeStatus: 'IN-ACTIVE' });
    const deleted = await job(t, empA, 'Deleted');
    await t.database.db.delete(internships).where(eq(internships.id, deleted));

    const e = await call(t, 'POST', `/applications/apply/${expired}`, maria.token);
    expect(e.statusCode).toBe(409);
    expect(json(e).message).toBe('This job has expired and no longer accepts applications.');
    const pt = await call(t, 'POST', `/applications/apply/${inactive}`, maria.token, undefined, 'pt');
    expect(pt.statusCode).toBe(409);
    expect(json(pt).message).toBe('Esta vaga não está activa e não aceita candidaturas.');
    const d = await call(t, 'POST', `/applications/apply/${deleted}`, maria.token);
    expect(d.statusCode).toBe(404);
    expect(json(d).message).toBe('No internship found');
    const bad = await call(t, 'POST', '/applications/apply/not-a-uuid', maria.token);
    expect(bad.statusCode).toBe(400);
  });

  it('bounds the cover letter and requires it to be text', async () => {
    const jobId = await job(t, empA, 'Cover letter');
    const long = await call(t, 'POST', `/applications/apply/${jobId}`, ana.token, {
      cover_letter: 'x'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('The cover letter is too long (at most 5000 characters).');
    const notText = await call(t, 'POST', `/applications/apply/${jobId}`, ana.token, { cover_letter: 42 });
    expect(notText.statusCode).toBe(400);
    const count = await t.database.db.select().from(applications).where(eq(applications.internshipId, jobId));
    expect(count).toHaveLength(0);
  });
});

describe('GET /applications', () => {
  let appJoaoA1: string;
  let appMariaA1: string;
  let appAnaA2: string;
  let appJoaoB1: string;

  beforeAll(async () => {
    appJoaoA1 = await apply(t, jobA1, joao);
    appMariaA1 = await apply(t, jobA1, maria);
    appAnaA2 = await apply(t, jobA2, ana);
    appJoaoB1 = await apply(t, jobB1, joao);
  });

  const list = async (query: string, token = empA.token) => {
    const response = await call(t, 'GET', `/applications${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ListBody).data;
  };

  it("answers only the caller's own jobs, newest first, with the product's fields", async () => {
    const { applications: rows } = await list(`?internshipId=${jobA1}`);
    expect(rows.map((r) => r.id)).toEqual([appMariaA1, appJoaoA1]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'average_rating',
        'createdAt',
        'id',
        'intern_info',
        'internship_id',
        'notes_count',
        'status',
        'user',
        'user_id',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      user_id: maria.userId,
      status: 'APPLIED',
      user: { first_name: 'Maria', last_name: 'Kiala', profile_img: null },
      intern_info: { title: 'Estágio em Programação Web' },
    });
    const all = await list('?perPage=100');
    const ids = all.applications.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([appJoaoA1, appMariaA1, appAnaA2]));
    expect(ids).not.toContain(appJoaoB1);
    // The unfiltered total comes from the jobs' counters: it must equal the real rows.
    const real = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(internships, eq(internships.id, applications.internshipId))
      .where(eq(internships.postedBy, empA.userId));
    expect(all.pagination.totalItems).toBe(real.length);
    expect(all.applications).toHaveLength(real.length);
    const bList = await list('', empB.token);
    expect(bList.applications.map((r) => r.id)).toEqual([appJoaoB1]);
    // Another employer's job as a filter simply finds nothing of theirs.
    expect((await list(`?internshipId=${jobA1}`, empB.token)).applications).toEqual([]);
  });

  it('filters by status, userId and accent-insensitive search on name or job title', async () => {
    expect((await list(`?userId=${ana.userId}`)).applications.map((r) => r.id)).toEqual([appAnaA2]);
    expect(
      (await list(`?userId=${joao.userId}&perPage=1`, empB.token)).applications.map((r) => r.id),
    ).toEqual([appJoaoB1]);
    // João also applied to another of A's jobs in an earlier test: every hit must be his.
    const joaoRows = (await list('?search=joao')).applications;
    expect(joaoRows.map((r) => r.id)).toContain(appJoaoA1);
    expect(new Set(joaoRows.map((r) => r.user_id))).toEqual(new Set([joao.userId]));
    const accented = await list(`?search=JO%C3%83O%20ngola&internshipId=${jobA1}`);
    expect(accented.applications.map((r) => r.id)).toEqual([appJoaoA1]);
    expect((await list('?search=tecnico')).applications.map((r) => r.id)).toEqual([appAnaA2]);
    expect((await list('?search=100%25')).applications).toEqual([]);
    expect((await list('?search=')).pagination.totalItems).toBeGreaterThanOrEqual(3);

    const put = await call(t, 'PUT', `/applications/${appMariaA1}/status`, empA.token, {
      status: 'SHORTLISTED',
    });
    expect(put.statusCode).toBe(200);
    expect((await list('?status=SHORTLISTED')).applications.map((r) => r.id)).toEqual([appMariaA1]);
    expect((await list(`?status=APPLIED&internshipId=${jobA1}`)).applications.map((r) => r.id)).toEqual([
      appJoaoA1,
    ]);
  });

  it('paginates with the GET /user pagination object and refuses bad page values', async () => {
    const first = await list(`?internshipId=${jobA1}&page=1&perPage=1`);
    expect(first.applications.map((r) => r.id)).toEqual([appMariaA1]);
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 2, pageLimit: 1 });
    const second = await list(`?internshipId=${jobA1}&page=2&perPage=1`);
    expect(second.applications.map((r) => r.id)).toEqual([appJoaoA1]);
    const past = await list(`?internshipId=${jobA1}&page=9&perPage=1`);
    expect(past).toEqual({
      applications: [],
      pagination: { currentPage: 9, totalPages: 2, totalItems: 2, pageLimit: 1 },
    });
    const byDefault = await list('');
    expect(byDefault.pagination.pageLimit).toBe(20);

    for (const query of [
      'perPage=0',
      'perPage=10000',
      'page=0',
      'page=abc',
      'perPage=1e3',
      'page=-1',
      'status=OPEN',
    ]) {
      const response = await call(t, 'GET', `/applications?${query}`, empA.token);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).message, query).toBeTruthy();
    }
    const perPage = await call(t, 'GET', '/applications?perPage=10000', empA.token);
    expect(json(perPage).message).toBe('perPage must be a whole number from 1 to 100.');
    const badId = await call(t, 'GET', '/applications?internshipId=x', empA.token);
    expect(badId.statusCode).toBe(400);
  });

  it('is for employers only', async () => {
    expect((await call(t, 'GET', '/applications', joao.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/applications')).statusCode).toBe(401);
  });

  it('shows the detail (candidate, job, cover letter, history) to the owner only', async () => {
    const ok = await call(t, 'GET', `/applications/${appAnaA2}`, empA.token);
    expect(ok.statusCode).toBe(200);
    const detail = (ok.json() as { data: Record<string, unknown> }).data;
    expect(detail).toMatchObject({
      id: appAnaA2,
      user_id: ana.userId,
      candidate: { id: ana.userId, first_name: 'Ana', city: 'Huambo', headline: 'Designer' },
      job: { id: jobA2, title: 'Técnico de Manutenção', active_status: 'ACTIVE' },
      history: [{ from_status: null, to_status: 'APPLIED' }],
    });
    expect(JSON.stringify(detail)).not.toMatch(/password|token|@example\.com/i);

    expect((await call(t, 'GET', `/applications/${appAnaA2}`, empB.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/applications/${appAnaA2}`, ana.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/applications/${appAnaA2}`)).statusCode).toBe(401);
    const unknown = await call(t, 'GET', `/applications/${crypto.randomUUID()}`, empA.token);
    expect(unknown.statusCode).toBe(404);
    expect((await call(t, 'GET', '/applications/nope', empA.token)).statusCode).toBe(400);
  });
});

describe('PUT /applications/:id', () => {
  it('moves through every status, any to any, recording who, from, to and when', async () => {
    const jobId = await job(t, empA, 'Status walk');
    const id = await apply(t, jobId, maria);
    const walk = ['SHORTLISTED', 'HIRED', 'APPLIED', 'REJECTED', 'HIRED'] as const;
    for (const status of walk) {
      t.clock.advance(1000);
      const response = await call(t, 'PUT', `/applications/${id}/status`, empA.token, { status });
      expect(response.statusCode).toBe(200);
      expect(json(response).message).toBe('Application status updated successfully!');
      expect((response.json() as { data: { status: string } }).data.status).toBe(status);
    }
    const detail = await call(t, 'GET', `/applications/${id}`, empA.token);
    const history = (detail.json() as { data: { history: Array<Record<string, unknown>> } }).data.history;
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 'APPLIED'],
      ['APPLIED', 'SHORTLISTED'],
      ['SHORTLISTED', 'HIRED'],
      ['HIRED', 'APPLIED'],
      ['APPLIED', 'REJECTED'],
      ['REJECTED', 'HIRED'],
    ]);
    expect(history[1]).toMatchObject({ changed_by: { id: empA.userId } });
    expect(typeof history[1]?.createdAt).toBe('string');
  });

  it('refuses bad statuses (400), other employers and candidates (403), unknown ids (404); nothing changes', async () => {
    const jobId = await job(t, empA, 'Status guard');
    const id = await apply(t, jobId, ana);
    const tries: Array<[string | undefined, unknown, number]> = [
      [empA.token, { status: 'OPEN' }, 400],
      [empA.token, { status: 'applied' }, 400],
      [empA.token, {}, 400],
      [empB.token, { status: 'HIRED' }, 403],
      [ana.token, { status: 'HIRED' }, 403],
      [undefined, { status: 'HIRED' }, 401],
    ];
    for (const [token, body, expected] of tries) {
      const response = await call(t, 'PUT', `/applications/${id}/status`, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(expected);
    }
    const bad = await call(t, 'PUT', `/applications/${id}/status`, empA.token, { status: 'OPEN' });
    expect(json(bad).message).toBe('Status must be one of APPLIED, SHORTLISTED, REJECTED or HIRED.');
    const missing = await call(t, 'PUT', `/applications/${crypto.randomUUID()}/status`, empA.token, {
      status: 'HIRED',
    });
    expect(missing.statusCode).toBe(404);

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('APPLIED');
    const history = await t.database.db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toHaveLength(1);
  });
});

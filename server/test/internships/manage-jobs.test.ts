import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema';
import { type TestApp, json, login, signedInAccount, testApp } from '../helper';
import { type Employer, addApplications, call, candidateId, employerWithCompany, postJob } from './fixtures';

interface Job {
  id: string;
  title: string;
  active_status: string;
  applications_count: number;
  expiration_date: string;
}

const DAY = 86_400_000;

async function list(t: TestApp, who: Employer, query = ''): Promise<Job[]> {
  const response = await call(t, 'GET', `/internship/company${query}`, who.token);
  expect(response.statusCode).toBe(200);
  return (json(response).data as { internships: Job[] }).internships;
}

async function count(t: TestApp, who: { token: string }, url: string): Promise<number> {
  const response = await call(t, 'GET', url, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return (json(response).data as { count: number }).count;
}

describe('jobs of an employer: list, counts, expire, delete', () => {
  it('lists newest first with counts inline, and lists and counts agree after every change', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const first = await postJob(t, boss, { title: 'First' });
    const second = await postJob(t, boss, { title: 'Second' });
    const third = await postJob(t, boss, { title: 'Third' });
    await addApplications(t, first, 2);
    await addApplications(t, third, 1);

    let jobs = await list(t, boss);
    expect(jobs.map((j) => j.title)).toEqual(['Third', 'Second', 'First']);
    expect(jobs.map((j) => j.applications_count)).toEqual([1, 0, 2]);
    expect(jobs.every((j) => j.active_status === 'ACTIVE')).toBe(true);
    expect(await count(t, boss, '/internship/count')).toBe(3);
    expect(await count(t, boss, '/internship/applications/count')).toBe(3);
    expect(await count(t, boss, `/internship/applications/count?internshipId=${first}`)).toBe(2);

    const expire = await call(t, 'PATCH', `/internship/${second}/expire`, boss.token);
    expect(expire.statusCode).toBe(200);
    const expired = json(expire) as {
      message: string;
      data: { active_status: string; expiration_date: string };
    };
    expect(expired.message).toBe('Job marked as expired successfully');
    expect(expired.data.active_status).toBe('IN-ACTIVE');
    expect(new Date(expired.data.expiration_date).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    jobs = await list(t, boss);
    const row = jobs.find((j) => j.id === second);
    expect(row).toMatchObject({ active_status: 'IN-ACTIVE', expiration_date: expired.data.expiration_date });
    expect(await count(t, boss, '/internship/count')).toBe(3);
    const summary = await call(t, 'GET', '/internship/count', boss.token);
    expect(json(summary).data).toEqual({ count: 3, active: 2, inactive: 1, drafts: 0, openings: 4 });

    const removed = await call(t, 'DELETE', `/internship/${first}`, boss.token);
    expect(removed.statusCode).toBe(200);
    expect(json(removed).message).toBe('Job deleted successfully');
    jobs = await list(t, boss);
    expect(jobs.map((j) => j.title)).toEqual(['Third', 'Second']);
    expect(await count(t, boss, '/internship/count')).toBe(2);
    expect(await count(t, boss, '/internship/applications/count')).toBe(1);
    // Its applications went with it.
    const left = await t.database.db.select().from(applications).where(eq(applications.internshipId, first));
    expect(left).toHaveLength(0);
    expect((await call(t, 'GET', `/internship/${first}`, boss.token)).statusCode).toBe(404);
  });

  it('keeps the per-job counters exact through bulk inserts, deletes and moves', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const a = await postJob(t, boss, { title: 'A' });
    const b = await postJob(t, boss, { title: 'B' });
    const people = await Promise.all([candidateId(t), candidateId(t), candidateId(t)]);
    // One multi-row statement, as a seed or an import would write it.
    await t.database.db.insert(applications).values(people.map((userId) => ({ internshipId: a, userId })));
    await t.database.db.insert(applications).values({ internshipId: b, userId: people[0] as string });
    const real = async (id: string) =>
      (await t.database.db.select().from(applications).where(eq(applications.internshipId, id))).length;
    const shown = async () =>
      Object.fromEntries((await list(t, boss)).map((j) => [j.title, j.applications_count]));

    expect(await shown()).toEqual({ A: 3, B: 1 });
    await t.database.db
      .update(applications)
      .set({ internshipId: b })
      .where(and(eq(applications.internshipId, a), eq(applications.userId, people[1] as string)));
    expect(await shown()).toEqual({ A: await real(a), B: await real(b) });
    expect(await shown()).toEqual({ A: 2, B: 2 });
    await t.database.db.delete(applications).where(eq(applications.internshipId, a));
    expect(await shown()).toEqual({ A: 0, B: 2 });
    expect(await count(t, boss, '/internship/applications/count')).toBe(2);
    expect(await count(t, boss, `/internship/applications/count?internshipId=${b}`)).toBe(2);
  });

  it('pages only when page/perPage are given', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    for (const title of ['A', 'B', 'C']) await postJob(t, boss, { title });
    expect(await list(t, boss)).toHaveLength(3);
    const response = await call(t, 'GET', '/internship/company?page=2&perPage=2', boss.token);
    const data = json(response).data as { internships: Job[]; pagination: unknown };
    expect(data.internships.map((j) => j.title)).toEqual(['A']);
    expect(data.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 3, pageLimit: 2 });
    expect((await call(t, 'GET', '/internship/company?perPage=1000', boss.token)).statusCode).toBe(400);
  });

  it('answers the whole list with an etag, a 304 while nothing changed, and a fresh list after any change', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const id = await postJob(t, boss, { title: 'Kept' });
    const get = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/internship/company',
        headers: { authorization: boss.token, ...headers },
      });

    const first = await get({});
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+-en"$/);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    // The message is in the caller's language, so the Portuguese answer has its own tag.
    const pt = await get({ 'accept-language': 'pt', 'if-none-match': etag });
    expect(pt.statusCode).toBe(200);
    expect(json(pt).message).not.toBe(json(first).message);
    expect(String(pt.headers.etag)).toMatch(/-pt"$/);

    // Compressed for clients that accept it (Chromium always does), the same list inside.
    const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(json(first));
    expect(zipped.headers.etag).toBe(etag);

    // A write that bypasses the API (another instance, the seed) still changes the answer.
    await addApplications(t, id, 1);
    const after = await get({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((json(after).data as { internships: Job[] }).internships[0]?.applications_count).toBe(1);

    // Another employer with the same (empty) job list never gets the first one's list.
    const other = await employerWithCompany(t);
    const theirs = await call(t, 'GET', '/internship/company', other.token);
    expect((json(theirs).data as { internships: Job[] }).internships).toEqual([]);
  });

  it('shows a job whose expiration date passed as in-active everywhere, without any call', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const soon = new Date(t.clock.now().getTime() + 2 * DAY).toISOString();
    const id = await postJob(t, boss, { expiration_date: soon });
    expect((await list(t, boss))[0]?.active_status).toBe('ACTIVE');

    t.clock.advance(3 * DAY);
    // Three days outlive the access token (1 hour): sign in again, as the app would by refreshing.
    const later = { ...boss, token: (await login(t, boss.email, boss.password)).token };
    expect((await list(t, later))[0]?.active_status).toBe('IN-ACTIVE');
    const detail = await call(t, 'GET', `/internship/${id}`, later.token);
    expect((json(detail).data as Job).active_status).toBe('IN-ACTIVE');
    const company = await call(t, 'GET', `/company/${boss.companyId}`, later.token);
    expect((json(company).data as { internships: Job[] }).internships).toHaveLength(0);
  });

  it('keeps another employer out: reads only, changes nothing', async () => {
    const t = await testApp();
    const owner = await employerWithCompany(t, 'Unitel Labs');
    const rival = await employerWithCompany(t, 'Rival Lda');
    const id = await postJob(t, owner, { title: 'Owner job' });
    await addApplications(t, id, 2);

    // Any signed-in user may read the job itself.
    const read = await call(t, 'GET', `/internship/${id}`, rival.token);
    expect(read.statusCode).toBe(200);
    expect((json(read).data as { company_info: { company_name: string } }).company_info.company_name).toBe(
      'Unitel Labs',
    );

    expect((await call(t, 'PATCH', `/internship/${id}/expire`, rival.token)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/internship/${id}`, rival.token)).statusCode).toBe(403);
    expect(
      (await call(t, 'GET', `/internship/applications/count?internshipId=${id}`, rival.token)).statusCode,
    ).toBe(403);
    expect(await list(t, rival)).toEqual([]);
    expect(await count(t, rival, '/internship/count')).toBe(0);
    expect(await count(t, rival, '/internship/applications/count')).toBe(0);

    const after = await list(t, owner);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ active_status: 'ACTIVE', applications_count: 2 });

    const candidate = await signedInAccount(t, 'CANDIDATE');
    expect((await call(t, 'GET', `/internship/${id}`, candidate.token)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/internship/${id}`, candidate.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/internship/company', candidate.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/internship/${id}`)).statusCode).toBe(401);
  });

  it('answers unknown and malformed ids with 404/400, never 500', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const unknown = '7c1e2a4e-3f0b-4d55-9a51-0c3a3b0f9d11';
    for (const [method, url] of [
      ['GET', `/internship/${unknown}`],
      ['PATCH', `/internship/${unknown}/expire`],
      ['DELETE', `/internship/${unknown}`],
      ['GET', `/internship/applications/count?internshipId=${unknown}`],
    ] as const) {
      const response = await call(t, method, url, boss.token);
      expect(response.statusCode, url).toBe(404);
      expect(json(response).message).toBe('No internship found');
    }
    for (const [method, url] of [
      ['GET', '/internship/not-a-uuid'],
      ['PATCH', '/internship/123/expire'],
      ['DELETE', "/internship/' or 1=1 --"],
      ['GET', '/internship/applications/count?internshipId=nope'],
      ['GET', '/company/nope'],
    ] as const) {
      const response = await call(t, method, encodeURI(url), boss.token);
      expect([400, 404], url).toContain(response.statusCode);
    }
    const pt = await call(t, 'GET', `/internship/${unknown}`, boss.token, undefined, 'pt');
    expect(json(pt).message).toBe('Nenhum estágio encontrado');
  });

  it('answers a job with its company info', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t, 'BAI Tech');
    const id = await postJob(t, boss);
    const response = await call(t, 'GET', `/internship/${id}`, boss.token);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({
      id,
      company_id: boss.companyId,
      company_info: { id: boss.companyId, company_name: 'BAI Tech', city: 'Luanda', industry: 'Energy' },
      applications_count: 0,
    });
    expect(JSON.stringify(json(response))).not.toContain(boss.userId);
  });

  it('counts applications per day over the last days, zeros included', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t);
    const id = await postJob(t, boss);
    const now = t.clock.now();
    await addApplications(t, id, 2, now);
    await addApplications(t, id, 1, new Date(now.getTime() - 3 * DAY));
    await addApplications(t, id, 1, new Date(now.getTime() - 40 * DAY));
    const response = await call(t, 'GET', '/internship/applications/daily?days=30', boss.token);
    expect(response.statusCode).toBe(200);
    const data = json(response).data as { days: { date: string; count: number }[]; total: number };
    expect(data.days).toHaveLength(30);
    expect(data.total).toBe(3);
    expect(data.days.at(-1)?.count).toBe(2);
    expect(data.days.at(-4)?.count).toBe(1);
    expect((await call(t, 'GET', '/internship/applications/daily?days=0', boss.token)).statusCode).toBe(400);

    // The dashboard's single call: the all-time total plus the series.
    const both = await call(t, 'GET', '/internship/applications/count?days=30', boss.token);
    const combined = json(both).data as { count: number; days: { count: number }[] };
    expect(combined.count).toBe(4);
    expect(combined.days).toHaveLength(30);
    expect(combined.days.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    // A deleted job takes its applications out of the series; a deleted application too.
    const other = await postJob(t, boss, { title: 'Other' });
    await addApplications(t, other, 2, now);
    const today = async () => {
      const r = await call(t, 'GET', '/internship/applications/daily?days=30', boss.token);
      return (json(r).data as { days: { count: number }[] }).days.at(-1)?.count;
    };
    expect(await today()).toBe(4);
    await call(t, 'DELETE', `/internship/${other}`, boss.token);
    expect(await today()).toBe(2);
    const rows = await t.database.db.select().from(applications).where(eq(applications.internshipId, id));
    // The one from three days ago.
    const one = rows.find((r) => Math.round((now.getTime() - r.createdAt.getTime()) / DAY) === 3);
    await t.database.db.delete(applications).where(eq(applications.id, one?.id as string));
    const left = await call(t, 'GET', '/internship/applications/daily?days=30', boss.token);
    expect((json(left).data as { total: number }).total).toBe(2);
  });

  it('shows a company with its active jobs only', async () => {
    const t = await testApp();
    const boss = await employerWithCompany(t, 'Angola Cables');
    const open = await postJob(t, boss, { title: 'Open' });
    const closed = await postJob(t, boss, { title: 'Closed' });
    await call(t, 'PATCH', `/internship/${closed}/expire`, boss.token);
    const reader = await signedInAccount(t, 'CANDIDATE');
    const response = await call(t, 'GET', `/company/${boss.companyId}`, reader.token);
    expect(response.statusCode).toBe(200);
    const data = json(response).data as { company: Record<string, unknown>; internships: Job[] };
    expect(data.company).toMatchObject({ id: boss.companyId, company_name: 'Angola Cables' });
    expect(data.company).not.toHaveProperty('userId');
    expect(data.internships.map((j) => j.id)).toEqual([open]);
    const missing = await call(t, 'GET', '/company/7c1e2a4e-3f0b-4d55-9a51-0c3a3b0f9d11', reader.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('No company found');
  });
});

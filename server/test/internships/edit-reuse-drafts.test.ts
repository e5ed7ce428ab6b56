import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, companyActivity, internships } from '../../src/db/schema';
import { type TestApp, json, testApp } from '../helper';
import { type Person, person, signIn, team } from '../teams/fixtures';
import { addApplications, call, validJob } from './fixtures';

/**
 * Issue 19, jobs: edit (PUT /internship/{id}), copy into a draft (POST …/duplicate), reopen a
 * closed job (POST …/reopen), drafts (POST /internship/post { draft: true }, POST …/publish),
 * the job's history (GET …/history); with the refusals: another company, a viewer, a candidate,
 * dates before today, the wrong status.
 */

const DAY = 86_400_000;

interface Job {
  id: string;
  title: string;
  description: string;
  active_status: string;
  expiration_date: string;
  posting_date: string;
  applications_count?: number;
  number_of_opening: number;
}

const day = (t: TestApp, offsetDays: number) =>
  new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);

async function setup() {
  const t = await testApp();
  const company = await team(t, 'Jobs19');
  const other = await team(t, 'Other19');
  const candidate = await person(t, 'CANDIDATE');
  const owner = company.members.OWNER;
  return { t, company, other, candidate, owner };
}

/** Moves the clock on; access tokens live an hour, so the people sign in again. */
async function later(t: TestApp, ms: number, ...people: Person[]) {
  t.clock.advance(ms);
  for (const p of people) p.token = await signIn(t, p.id, p.role);
}

async function post(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Job> {
  const response = await call(t, 'POST', '/internship/post', token, validJob(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as Job;
}

async function stored(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(internships).where(eq(internships.id, id));
  return row;
}

async function log(t: TestApp, companyId: string, subjectId: string) {
  return t.database.db
    .select({
      action: companyActivity.action,
      details: companyActivity.details,
      actor: companyActivity.actorId,
    })
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.subjectId, subjectId)));
}

describe('PUT /internship/{id}: edit a posted job', () => {
  it('changes the fields, keeps applicants, status and posting date, and logs which fields changed', async () => {
    const { t, company, owner } = await setup();
    const job = await post(t, owner.token, { title: 'Analista' });
    await addApplications(t, job.id, 2);
    const recruiter = company.members.RECRUITER;
    const response = await call(
      t,
      'PUT',
      `/internship/${job.id}`,
      recruiter.token,
      validJob({ title: 'Analista de dados', description: 'Novo texto.', number_of_opening: 3 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as { message: string; data: Job };
    expect(body.message).toBe('Job updated successfully');
    expect(body.data).toMatchObject({
      id: job.id,
      title: 'Analista de dados',
      description: 'Novo texto.',
      number_of_opening: 3,
      active_status: 'ACTIVE',
      applications_count: 2,
      posting_date: job.posting_date,
    });
    const apps = await t.database.db.select().from(applications).where(eq(applications.internshipId, job.id));
    expect(apps).toHaveLength(2);
    expect((await stored(t, job.id))?.searchTitle).toContain('analista de dados');

    const entries = await log(t, company.companyId, job.id);
    const edited = entries.find((e) => e.action === 'JOB_EDITED');
    expect(edited).toMatchObject({
      actor: recruiter.id,
      details: { job: 'Analista de dados', fields: 'title,number_of_opening,description' },
    });

    // The history, for members: who, when, which fields, newest first.
    const history = await call(t, 'GET', `/internship/${job.id}/history`, company.members.VIEWER.token);
    expect(history.statusCode, history.body).toBe(200);
    const list = (
      json(history).data as { entries: { action: string; fields: string[]; actor: { id: string } }[] }
    ).entries;
    expect(list.map((e) => e.action)).toEqual(['JOB_EDITED', 'JOB_POSTED']);
    expect(list[0]).toMatchObject({
      actor: { id: recruiter.id },
      fields: ['title', 'number_of_opening', 'description'],
    });
  });

  it('the same values again change nothing and log nothing', async () => {
    const { t, company, owner } = await setup();
    const job = await post(t, owner.token);
    const response = await call(t, 'PUT', `/internship/${job.id}`, owner.token, validJob());
    expect(response.statusCode, response.body).toBe(200);
    expect((await log(t, company.companyId, job.id)).map((e) => e.action)).toEqual(['JOB_POSTED']);
  });

  it('refuses the posting rules with their catalogue messages, and an expiry before today', async () => {
    const { t, owner } = await setup();
    const job = await post(t, owner.token);
    const noTitle = await call(t, 'PUT', `/internship/${job.id}`, owner.token, validJob({ title: ' ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(json(noTitle).message).toBe('Job Title is required');
    const past = await call(
      t,
      'PUT',
      `/internship/${job.id}`,
      owner.token,
      validJob({ expiration_date: day(t, -2) }),
      'pt',
    );
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe('A data de expiração não pode ser anterior a hoje');
    expect((await stored(t, job.id))?.title).toBe(job.title);
  });

  it('keeps a closed job closed: an edit with a later date is not a reopening', async () => {
    const { t, owner } = await setup();
    const job = await post(t, owner.token);
    await call(t, 'PATCH', `/internship/${job.id}/expire`, owner.token);
    const response = await call(
      t,
      'PUT',
      `/internship/${job.id}`,
      owner.token,
      validJob({ expiration_date: day(t, 40), description: 'Outra.' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((json(response).data as Job).active_status).toBe('IN-ACTIVE');
  });

  it('refuses another company (403), a viewer (403), a candidate (403), an unknown job (404)', async () => {
    const { t, company, other, candidate, owner } = await setup();
    const job = await post(t, owner.token, { title: 'Fixo' });
    for (const who of [other.members.OWNER, company.members.VIEWER, candidate]) {
      const response = await call(
        t,
        'PUT',
        `/internship/${job.id}`,
        who.token,
        validJob({ title: 'Mudado' }),
      );
      expect(response.statusCode, response.body).toBe(403);
    }
    const unknown = await call(
      t,
      'PUT',
      '/internship/00000000-0000-4000-8000-000000000000',
      owner.token,
      validJob(),
    );
    expect(unknown.statusCode).toBe(404);
    expect((await stored(t, job.id))?.title).toBe('Fixo');
    const history = await call(t, 'GET', `/internship/${job.id}/history`, other.members.OWNER.token);
    expect(history.statusCode).toBe(403);
  });
});

describe('POST /internship/{id}/duplicate', () => {
  it('makes a new draft with the same fields and title, no applicants, logged', async () => {
    const { t, company, owner } = await setup();
    const job = await post(t, owner.token, { title: 'Contabilista' });
    await addApplications(t, job.id, 3);
    const response = await call(t, 'POST', `/internship/${job.id}/duplicate`, company.members.ADMIN.token);
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response) as { message: string; data: Job };
    expect(body.message).toBe('Job copied into a new draft');
    expect(body.data).toMatchObject({
      title: 'Contabilista',
      active_status: 'DRAFT',
      applications_count: 0,
      description: job.description,
      expiration_date: job.expiration_date,
    });
    expect(body.data.id).not.toBe(job.id);
    expect((await stored(t, body.data.id))?.postedBy).toBe(company.members.ADMIN.id);
    expect((await log(t, company.companyId, body.data.id))[0]).toMatchObject({
      action: 'JOB_DUPLICATED',
      details: { job: 'Contabilista', source: job.id },
    });
    // The original keeps its applicants.
    expect((await stored(t, job.id))?.applicationsCount).toBe(3);
  });

  it('refuses another company, a viewer and a candidate (403), and copies nothing', async () => {
    const { t, company, other, candidate, owner } = await setup();
    const job = await post(t, owner.token);
    for (const who of [other.members.OWNER, company.members.VIEWER, candidate]) {
      const response = await call(t, 'POST', `/internship/${job.id}/duplicate`, who.token);
      expect(response.statusCode, response.body).toBe(403);
    }
    const rows = await t.database.db
      .select()
      .from(internships)
      .where(eq(internships.companyId, company.companyId));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /internship/{id}/reopen', () => {
  it('opens an expired job again until the new date', async () => {
    const { t, company, owner } = await setup();
    const job = await post(t, owner.token, { expiration_date: day(t, 2) });
    await addApplications(t, job.id, 1);
    await later(t, 5 * DAY, company.members.RECRUITER);
    const { token } = company.members.RECRUITER;
    const before = await call(t, 'GET', `/internship/${job.id}`, token);
    expect((json(before).data as Job).active_status).toBe('IN-ACTIVE');
    const response = await call(t, 'POST', `/internship/${job.id}/reopen`, token, {
      expiration_date: day(t, 30),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as { message: string; data: Job };
    expect(body.message).toBe('Job reopened successfully');
    expect(body.data).toMatchObject({ active_status: 'ACTIVE', applications_count: 1 });
    expect(body.data.expiration_date.slice(0, 10)).toBe(day(t, 30));
    expect((await log(t, company.companyId, job.id)).map((e) => e.action)).toContain('JOB_REOPENED');
  });

  it('opens a job marked as expired', async () => {
    const { t, owner } = await setup();
    const job = await post(t, owner.token);
    await call(t, 'PATCH', `/internship/${job.id}/expire`, owner.token);
    const response = await call(t, 'POST', `/internship/${job.id}/reopen`, owner.token, {
      expiration_date: day(t, 10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((json(response).data as Job).active_status).toBe('ACTIVE');
  });

  it('refuses a date before today (400), an open job or a draft (409), outsiders (403)', async () => {
    const { t, company, other, candidate, owner } = await setup();
    const open = await post(t, owner.token);
    const draft = await post(t, owner.token, { draft: true });
    const closed = await post(t, owner.token);
    await call(t, 'PATCH', `/internship/${closed.id}/expire`, owner.token);

    const past = await call(t, 'POST', `/internship/${closed.id}/reopen`, owner.token, {
      expiration_date: day(t, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe('Expiration Date cannot be in the past');
    const missing = await call(t, 'POST', `/internship/${closed.id}/reopen`, owner.token, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Expiration Date is required');

    for (const job of [open, draft]) {
      const response = await call(t, 'POST', `/internship/${job.id}/reopen`, owner.token, {
        expiration_date: day(t, 10),
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(json(response).message).toBe('Only an expired or in-active job can be reopened.');
    }
    for (const who of [other.members.OWNER, company.members.VIEWER, candidate]) {
      const response = await call(t, 'POST', `/internship/${closed.id}/reopen`, who.token, {
        expiration_date: day(t, 10),
      });
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await stored(t, closed.id))?.activeStatus).toBe('IN-ACTIVE');
  });
});

describe('drafts', () => {
  it('are saved by the members, invisible to candidates and other companies, not counted as active', async () => {
    const { t, company, other, candidate, owner } = await setup();
    const response = await call(
      t,
      'POST',
      '/internship/post',
      owner.token,
      validJob({ draft: true, title: 'Rascunho' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response) as { message: string; data: Job };
    expect(body.message).toBe('Draft saved');
    expect(body.data.active_status).toBe('DRAFT');
    const draft = body.data;
    await post(t, owner.token, { title: 'Publicada' });

    // Members see it, in the list and by id.
    const mine = await call(t, 'GET', '/internship/company', company.members.VIEWER.token);
    expect(mine.body).toContain(draft.id);
    expect((await call(t, 'GET', `/internship/${draft.id}`, company.members.VIEWER.token)).statusCode).toBe(
      200,
    );
    // Nobody else: 404, not on the company page, not open for applications.
    for (const who of [candidate, other.members.OWNER]) {
      const read = await call(t, 'GET', `/internship/${draft.id}`, who.token);
      expect(read.statusCode).toBe(404);
      expect(json(read).message).toBe('No internship found');
    }
    const page = await call(t, 'GET', `/company/${company.companyId}`, candidate.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain(draft.id);
    expect(page.body).toContain('Publicada');
    const apply = await call(t, 'POST', `/applications/apply/${draft.id}`, candidate.token, {});
    expect(apply.statusCode, apply.body).toBe(404);

    const summary = await call(t, 'GET', '/internship/count', owner.token);
    expect(json(summary).data).toEqual({ count: 2, active: 1, inactive: 0, drafts: 1, openings: 2 });
    expect((await log(t, company.companyId, draft.id)).map((e) => e.action)).toEqual(['JOB_DRAFTED']);
  });

  it('are checked by the posting rules when saved', async () => {
    const { t, owner } = await setup();
    const response = await call(
      t,
      'POST',
      '/internship/post',
      owner.token,
      validJob({ draft: true, industry: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Industry is required');
  });

  it('Publish: a draft becomes ACTIVE, posted now, open to candidates', async () => {
    const { t, company, candidate, owner } = await setup();
    const draft = await post(t, owner.token, { draft: true });
    await later(t, DAY, company.members.RECRUITER, candidate);
    const response = await call(
      t,
      'POST',
      `/internship/${draft.id}/publish`,
      company.members.RECRUITER.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as { message: string; data: Job };
    expect(body.message).toBe('Job published successfully');
    expect(body.data.active_status).toBe('ACTIVE');
    expect(Date.parse(body.data.posting_date)).toBe(t.clock.now().getTime());
    expect((await call(t, 'GET', `/internship/${draft.id}`, candidate.token)).statusCode).toBe(200);
    const apply = await call(t, 'POST', `/applications/apply/${draft.id}`, candidate.token, {});
    expect(apply.statusCode, apply.body).toBe(201);
    expect((await log(t, company.companyId, draft.id)).map((e) => e.action).sort()).toEqual([
      'JOB_DRAFTED',
      'JOB_PUBLISHED',
    ]);
  });

  it('Publish refuses a draft whose date has passed (400), a job that is not a draft (409), outsiders (403)', async () => {
    const { t, company, other, candidate, owner } = await setup();
    const draft = await post(t, owner.token, { draft: true, expiration_date: day(t, 1) });
    const open = await post(t, owner.token);
    for (const who of [other.members.OWNER, company.members.VIEWER, candidate]) {
      const response = await call(t, 'POST', `/internship/${draft.id}/publish`, who.token);
      expect(response.statusCode, response.body).toBe(403);
    }
    const notDraft = await call(t, 'POST', `/internship/${open.id}/publish`, owner.token);
    expect(notDraft.statusCode).toBe(409);
    expect(json(notDraft).message).toBe('Only a draft can be published.');
    await later(t, 3 * DAY, owner);
    const late = await call(t, 'POST', `/internship/${draft.id}/publish`, owner.token, undefined, 'pt');
    expect(late.statusCode).toBe(400);
    expect(json(late).message).toBe('A data de expiração não pode ser anterior a hoje');
    expect((await stored(t, draft.id))?.activeStatus).toBe('DRAFT');
    // Edited to a later date, it publishes; the edit keeps it a draft.
    const edited = await call(
      t,
      'PUT',
      `/internship/${draft.id}`,
      owner.token,
      validJob({ expiration_date: day(t, 10), posting_date: t.clock.now().toISOString() }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((json(edited).data as Job).active_status).toBe('DRAFT');
    const now = await call(t, 'POST', `/internship/${draft.id}/publish`, owner.token);
    expect(now.statusCode, now.body).toBe(200);
  });
});

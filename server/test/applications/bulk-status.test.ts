import type { BulkStatusResponse, UndoStatusResponse } from '@shared/api/bulk-status';
import type { MessageTemplate } from '@shared/api/templates';
import type { ApplicationStatus } from '@shared/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  applicationStatusHistory,
  applications,
  companyActivity,
  messages,
  users,
} from '../../src/db/schema';
import { type TestApp, call, testApp } from '../helper';
import { type Team, data, insertApplication, insertJob, team } from '../teams/fixtures';

/**
 * Issue 19's bulk moves (docs/product.md §10, Bulk moves and templates): one transaction, a history and an activity entry
 * per application, the template message after the commit (real SMTP receiver, real chat rows),
 * an undo that never clobbers a newer move, and nothing of another company reachable.
 */

interface World {
  t: TestApp;
  team: Team;
  jobId: string;
  apps: Array<{ applicationId: string; candidateId: string; email: string; firstName: string }>;
}

async function world(t: TestApp, n = 5): Promise<World> {
  const company = await team(t, 'Bulk');
  const jobId = await insertJob(t, company.companyId, company.members.OWNER.id, `Analista ${company.marker}`);
  const apps: World['apps'] = [];
  for (let i = 0; i < n; i += 1) {
    const firstName = `Cand${i}`;
    const made = await insertApplication(t, jobId, { firstName, lastName: 'Teste' });
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, made.candidateId));
    apps.push({ ...made, email: row?.email ?? '', firstName });
  }
  return { t, team: company, jobId, apps };
}

async function statuses(t: TestApp, ids: string[]): Promise<Record<string, ApplicationStatus>> {
  const rows = await t.database.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(inArray(applications.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function historyCount(t: TestApp, ids: string[]): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids));
  return Number(row?.n ?? 0);
}

async function movedEntries(t: TestApp, companyId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(companyActivity)
    .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, 'APPLICATION_MOVED')));
  return Number(row?.n ?? 0);
}

async function templateOf(w: World, kind: string, language: string): Promise<MessageTemplate> {
  const list = await call(w.t, 'GET', '/company/templates', w.team.members.RECRUITER.token);
  const found = data<{ templates: MessageTemplate[] }>(list).templates.find(
    (x) => x.kind === kind && x.language === language,
  );
  if (!found) throw new Error(`no ${kind} ${language} template`);
  return found;
}

describe('bulk status moves (issue 19)', { timeout: 60_000 }, () => {
  it('moves five applicants with a rejection template by email and chat, then undoes the move', async () => {
    const t = await testApp();
    const w = await world(t);
    const ids = w.apps.map((a) => a.applicationId);
    const rejection = await templateOf(w, 'REJECTION', 'en');
    const historyBefore = await historyCount(t, ids);
    const logBefore = await movedEntries(t, w.team.companyId);

    const moved = await call(t, 'POST', '/applications/status', w.team.members.RECRUITER.token, {
      ids,
      status: 'REJECTED',
      templateId: rejection.id,
      send: { email: true, chat: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const result = data<BulkStatusResponse['data']>(moved);
    expect(result.moved.map((m) => m.id).sort()).toEqual([...ids].sort());
    expect(result.moved.every((m) => m.from === 'APPLIED')).toBe(true);
    expect(result.sent).toEqual({ email: 5, chat: 5 });
    expect(Object.values(await statuses(t, ids))).toEqual(Array(5).fill('REJECTED'));
    expect(await historyCount(t, ids)).toBe(historyBefore + 5);
    expect(await movedEntries(t, w.team.companyId)).toBe(logBefore + 5);

    // Each candidate's own email, rendered with their name, the job and the company.
    for (const app of w.apps) {
      const mail = await t.mail.next(app.email);
      expect(mail.subject).toBe(`Analista ${w.team.marker}: an answer to your application`);
      expect(mail.text).toContain(`Hello ${app.firstName},`);
      expect(mail.text).toContain(`${w.team.companyName}`);
      expect(mail.text).not.toContain('{{');
    }
    // And a chat message from the recruiter in the company's conversation with each candidate.
    const chats = await t.database.db
      .select({ receiver: messages.receiverId, sender: messages.senderId, text: messages.message })
      .from(messages)
      .where(eq(messages.companyId, w.team.companyId));
    expect(chats).toHaveLength(5);
    expect(chats.every((c) => c.sender === w.team.members.RECRUITER.id)).toBe(true);
    expect(chats.map((c) => c.receiver).sort()).toEqual(w.apps.map((a) => a.candidateId).sort());
    expect(chats.find((c) => c.receiver === w.apps[0]?.candidateId)?.text).toContain('Hello Cand0,');

    const undone = await call(t, 'POST', '/applications/status/undo', w.team.members.RECRUITER.token, {
      status: 'REJECTED',
      items: result.moved,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(data<UndoStatusResponse['data']>(undone).restored.sort()).toEqual([...ids].sort());
    expect(Object.values(await statuses(t, ids))).toEqual(Array(5).fill('APPLIED'));
    // The undo is a move too: its own history and activity entries.
    expect(await historyCount(t, ids)).toBe(historyBefore + 10);
    expect(await movedEntries(t, w.team.companyId)).toBe(logBefore + 10);
  });

  it('stores the template emails in the move’s transaction: when they cannot be stored, nobody is moved', async () => {
    const t = await testApp();
    const w = await world(t, 3);
    const ids = w.apps.map((a) => a.applicationId);
    const rejection = await templateOf(w, 'REJECTION', 'en');
    const historyBefore = await historyCount(t, ids);
    // The outbox's insert fails after the moves were written, inside the same transaction.
    const store = vi
      .spyOn(t.app.ctx.outbox, 'store')
      .mockRejectedValueOnce(new Error('mail_outbox is unavailable'));
    const moved = await call(t, 'POST', '/applications/status', w.team.members.RECRUITER.token, {
      ids,
      status: 'REJECTED',
      templateId: rejection.id,
      send: { email: true, chat: true },
    });
    expect(store).toHaveBeenCalledOnce();
    expect(moved.statusCode).toBe(500);
    // The whole move rolled back: statuses, history and chat as they were, no email.
    expect(Object.values(await statuses(t, ids))).toEqual(Array(3).fill('APPLIED'));
    expect(await historyCount(t, ids)).toBe(historyBefore);
    const [chats] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.companyId, w.team.companyId));
    expect(Number(chats?.n)).toBe(0);
    for (const app of w.apps) expect(t.mail.to(app.email)).toEqual([]);
  });

  it('a stale undo keeps a colleague’s newer move; already-there applicants count as unchanged', async () => {
    const t = await testApp();
    const w = await world(t, 3);
    const [a, b, c] = w.apps.map((x) => x.applicationId) as [string, string, string];
    await call(t, 'PUT', `/applications/${c}/status`, w.team.members.OWNER.token, { status: 'SHORTLISTED' });

    const moved = await call(t, 'POST', '/applications/status', w.team.members.RECRUITER.token, {
      ids: [a, b, c],
      status: 'SHORTLISTED',
    });
    const result = data<BulkStatusResponse['data']>(moved);
    expect(result.moved.map((m) => m.id).sort()).toEqual([a, b].sort());
    expect(result.unchanged).toBe(1);
    expect(result.sent).toEqual({ email: 0, chat: 0 });

    // A colleague hires b meanwhile: the undo must not take that back.
    await call(t, 'PUT', `/applications/${b}/status`, w.team.members.ADMIN.token, { status: 'HIRED' });
    const undone = await call(t, 'POST', '/applications/status/undo', w.team.members.RECRUITER.token, {
      status: 'SHORTLISTED',
      items: result.moved,
    });
    expect(data<UndoStatusResponse['data']>(undone)).toEqual({ restored: [a], skipped: [b] });
    expect(await statuses(t, [a, b, c])).toEqual({ [a]: 'APPLIED', [b]: 'HIRED', [c]: 'SHORTLISTED' });
  });

  it('moves what the filter matches (the list’s own filter), in Portuguese through the old path', async () => {
    const t = await testApp();
    const w = await world(t, 4);
    const [first, ...rest] = w.apps;
    if (!first) throw new Error('no applicant');
    await call(t, 'PUT', `/applications/${first.applicationId}/status`, w.team.members.OWNER.token, {
      status: 'HIRED',
    });
    const shortlist = await templateOf(w, 'SHORTLIST', 'pt');
    const moved = await call(
      t,
      'POST',
      '/internship/applications/status',
      w.team.members.OWNER.token,
      {
        filter: { internshipId: w.jobId, status: 'APPLIED' },
        status: 'SHORTLISTED',
        templateId: shortlist.id,
        send: { email: true },
      },
      'pt',
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers.deprecation).toBe('true');
    expect(moved.json().message).toBe('3 candidaturas movidas.');
    const result = data<BulkStatusResponse['data']>(moved);
    expect(result.moved.map((m) => m.id).sort()).toEqual(rest.map((r) => r.applicationId).sort());
    expect(result.sent).toEqual({ email: 3, chat: 0 });
    const mail = await t.mail.next(rest[0]?.email ?? '');
    expect(mail.subject).toBe(`Analista ${w.team.marker}: a sua candidatura avançou`);
    expect(mail.text).toContain(`Olá ${rest[0]?.firstName},`);
    expect((await statuses(t, [first.applicationId]))[first.applicationId]).toBe('HIRED');
    expect(
      await t.database.db.select().from(messages).where(eq(messages.companyId, w.team.companyId)),
    ).toEqual([]);
  });

  it('refuses a filter matching more than 5,000 applications, moving none', async () => {
    const t = await testApp();
    const w = await world(t, 0);
    const suffix = w.team.marker.toLowerCase();
    await t.database.db.execute(sql`
      insert into users (email, role, email_verified)
      select 'bulk' || g || '.' || ${suffix} || '@example.com', 'CANDIDATE', true from generate_series(1, 5001) g`);
    await t.database.db.execute(sql`
      insert into applications (internship_id, user_id)
      select ${w.jobId}::uuid, id from users where email like ${`bulk%.${suffix}@example.com`}`);
    const moved = await call(t, 'POST', '/applications/status', w.team.members.OWNER.token, {
      filter: { internshipId: w.jobId },
      status: 'REJECTED',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(
      'The filter matches more than 5000 applications. Narrow it and try again.',
    );
    const [row] = await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(and(eq(applications.internshipId, w.jobId), eq(applications.status, 'REJECTED')));
    expect(row?.n).toBe(0);
  });

  it('refuses another company’s applications and templates (404, nothing moved), and a viewer (403)', async () => {
    const t = await testApp();
    const mine = await world(t, 2);
    const theirs = await world(t, 2);
    const mineIds = mine.apps.map((a) => a.applicationId);
    const theirIds = theirs.apps.map((a) => a.applicationId);
    const token = mine.team.members.RECRUITER.token;
    const theirTemplate = await templateOf(theirs, 'OFFER', 'en');

    const attempts = [
      { ids: theirIds, status: 'HIRED' },
      { ids: [...mineIds, ...theirIds], status: 'HIRED' },
      { ids: mineIds, status: 'HIRED', templateId: theirTemplate.id, send: { email: true } },
    ];
    for (const body of attempts) {
      const refused = await call(t, 'POST', '/applications/status', token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
    }
    const undo = await call(t, 'POST', '/applications/status/undo', token, {
      status: 'APPLIED',
      items: theirIds.map((id) => ({ id, from: 'HIRED' })),
    });
    expect(undo.statusCode).toBe(404);
    // A filter only ever reaches the caller's own company.
    const filtered = await call(t, 'POST', '/applications/status', token, {
      filter: { internshipId: theirs.jobId },
      status: 'HIRED',
    });
    expect(data<BulkStatusResponse['data']>(filtered).moved).toEqual([]);
    const viewer = await call(t, 'POST', '/applications/status', mine.team.members.VIEWER.token, {
      ids: mineIds,
      status: 'HIRED',
    });
    expect(viewer.statusCode).toBe(403);

    expect(Object.values(await statuses(t, [...mineIds, ...theirIds]))).toEqual(Array(4).fill('APPLIED'));
    for (const app of [...mine.apps, ...theirs.apps]) expect(t.mail.to(app.email)).toEqual([]);
  });

  it('validates the selection: ids or a filter, a channel with a template, at most 500 ids', async () => {
    const t = await testApp();
    const w = await world(t, 1);
    const id = w.apps[0]?.applicationId;
    const token = w.team.members.OWNER.token;
    const template = await templateOf(w, 'OFFER', 'pt');
    const cases: Array<[unknown, string]> = [
      [{ status: 'HIRED' }, 'Choose the applications either one by one or by a filter, not both.'],
      [
        { ids: [id], filter: {}, status: 'HIRED' },
        'Choose the applications either one by one or by a filter, not both.',
      ],
      [
        { ids: [id], status: 'HIRED', templateId: template.id },
        'To send the template, choose email, chat or both.',
      ],
      [{ ids: Array(501).fill(id), status: 'HIRED' }, 'Choose at most 500 applications at a time.'],
      [{ ids: [id], status: 'GONE' }, 'Status must be one of APPLIED, SHORTLISTED, REJECTED or HIRED.'],
    ];
    for (const [body, message] of cases) {
      const refused = await call(t, 'POST', '/applications/status', token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });
});

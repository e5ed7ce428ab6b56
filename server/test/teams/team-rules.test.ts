import type { ActivityEntry } from '@shared/api/team';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationStatusHistory, companyMembers, notifications } from '../../src/db/schema';
import { type TestApp, call, testApp, uniqueEmail } from '../helper';
import { connect, listen } from '../messages/chat-helpers';
import { form } from '../profile/support';
import { type Person, data, insertApplication, insertJob, member, person, roleOf, team } from './fixtures';
import { collect, nextEvent } from './live-events';

/** Owner rules, removal, the activity log and its live event, notifications per member (issue 18). */

const DAY_MS = 86_400_000;

async function owners(t: TestApp, companyId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'OWNER')));
  return rows.map((r) => r.id);
}

async function activity(
  t: TestApp,
  who: Person,
  query = '',
): Promise<{ entries: ActivityEntry[]; hasMore: boolean }> {
  const response = await call(t, 'GET', `/company/activity${query}`, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return data(response);
}

describe('owner rules (issue 18)', () => {
  it('an admin cannot change, remove or replace the owner; the owner cannot leave or demote themselves', async () => {
    const t = await testApp();
    const c = await team(t, 'Owner');
    const { OWNER: owner, ADMIN: admin } = c.members;

    for (const [method, url, payload] of [
      ['PUT', `/company/members/${owner.id}`, { role: 'VIEWER' }],
      ['DELETE', `/company/members/${owner.id}`, undefined],
      ['POST', '/company/ownership', { userId: admin.id }],
    ] as const) {
      const response = await call(t, method, url, admin.token, payload);
      expect([403, 409], `${method} ${url}: ${response.body}`).toContain(response.statusCode);
    }
    // The owner on themselves: no demotion, no leaving (hand ownership over first), no transfer to self.
    expect(
      (await call(t, 'PUT', `/company/members/${owner.id}`, owner.token, { role: 'ADMIN' })).statusCode,
    ).toBe(409);
    expect((await call(t, 'DELETE', `/company/members/${owner.id}`, owner.token)).statusCode).toBe(409);
    expect((await call(t, 'POST', '/company/ownership', owner.token, { userId: owner.id })).statusCode).toBe(
      409,
    );
    // Not a member of this company: not found, nothing changes.
    const stranger = await person(t);
    expect(
      (await call(t, 'POST', '/company/ownership', owner.token, { userId: stranger.id })).statusCode,
    ).toBe(404);
    expect(await owners(t, c.companyId)).toEqual([owner.id]);
    expect(await roleOf(t, admin.id)).toMatchObject({ role: 'ADMIN' });
    // Other members may leave by themselves.
    expect(
      (await call(t, 'DELETE', `/company/members/${c.members.VIEWER.id}`, c.members.VIEWER.token)).statusCode,
    ).toBe(200);
    expect(await roleOf(t, c.members.VIEWER.id)).toBeNull();
  });

  it('ownership transfer makes the target OWNER and the caller ADMIN, together; the old owner loses billing', async () => {
    const t = await testApp();
    const c = await team(t, 'Transfer');
    const { OWNER: owner, RECRUITER: recruiter, ADMIN: admin } = c.members;
    const moved = await call(t, 'POST', '/company/ownership', owner.token, { userId: recruiter.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await roleOf(t, recruiter.id)).toMatchObject({ role: 'OWNER' });
    expect(await roleOf(t, owner.id)).toMatchObject({ role: 'ADMIN' });
    expect(await owners(t, c.companyId)).toEqual([recruiter.id]);
    // The same tokens now carry the new roles (read on every request).
    expect((await call(t, 'GET', '/payments/plans', owner.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/payments/plans', recruiter.token)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/company/ownership', owner.token, { userId: admin.id })).statusCode).toBe(
      403,
    );

    // Two transfers at once by the owner: one wins, the company still has exactly one owner.
    const results = await Promise.all([
      call(t, 'POST', '/company/ownership', recruiter.token, { userId: admin.id }),
      call(t, 'POST', '/company/ownership', recruiter.token, { userId: owner.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const after = await owners(t, c.companyId);
    expect(after).toHaveLength(1);
    expect([admin.id, owner.id]).toContain(after[0]);
    expect(await roleOf(t, recruiter.id)).toMatchObject({ role: 'ADMIN' });
  });

  it('a removed member: token refused on the next call, socket disconnected, their past work stays theirs', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const c = await team(t, 'Removal');
    const leaving = await member(t, c.companyId, 'RECRUITER', 'Rita');
    const jobId = await insertJob(t, c.companyId, leaving.id, `${c.marker} job`);
    const { applicationId } = await insertApplication(t, jobId, {
      firstName: 'Carla',
      lastName: 'Candidata',
    });
    const moved = await call(t, 'PUT', `/applications/${applicationId}/status`, leaving.token, {
      status: 'HIRED',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const socket = await connect(url, leaving.token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const removed = await call(t, 'DELETE', `/company/members/${leaving.id}`, c.members.ADMIN.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    for (const path of ['/internship/company', '/applications', '/company/members']) {
      expect((await call(t, 'GET', path, leaving.token)).statusCode, path).toBe(401);
    }
    // Nor can the old token open a new socket.
    await expect(connect(url, leaving.token)).rejects.toThrow();

    const [history] = await t.database.db
      .select({ changedBy: applicationStatusHistory.changedBy, to: applicationStatusHistory.toStatus })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, applicationId));
    expect(history).toEqual({ changedBy: leaving.id, to: 'HIRED' });
    const log = await activity(t, c.members.OWNER);
    const move = log.entries.find((e) => e.action === 'APPLICATION_MOVED');
    expect(move?.actor).toEqual({ id: leaving.id, name: 'Rita Member' });
    const removal = log.entries.find((e) => e.action === 'MEMBER_REMOVED');
    expect(removal).toMatchObject({ actor: { id: c.members.ADMIN.id }, subject_id: leaving.id });
    expect(removal?.details.member).toBe('Rita Member');
  });
});

describe('activity log (issue 18)', () => {
  it('records every kind of action with its details, newest first', async () => {
    const t = await testApp();
    const c = await team(t, 'Log');
    const { OWNER: owner, ADMIN: admin, RECRUITER: recruiter } = c.members;

    const posted = await call(t, 'POST', '/internship/post', recruiter.token, validJob(t, 'Estágio Log'));
    expect(posted.statusCode, posted.body).toBe(201);
    const jobId = data<{ id: string }>(posted).id;
    const { applicationId } = await insertApplication(t, jobId, {
      firstName: 'Carla',
      lastName: 'Candidata',
    });
    expect(
      (
        await call(t, 'PUT', `/applications/${applicationId}/status`, recruiter.token, {
          status: 'SHORTLISTED',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(t, 'PATCH', `/internship/${jobId}/expire`, recruiter.token)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `/internship/${jobId}`, admin.token)).statusCode).toBe(200);

    const invitee = await person(t);
    const invited = await call(t, 'POST', '/company/invitations', admin.token, {
      email: invitee.email,
      role: 'VIEWER',
    });
    const invitationId = data<{ invitation: { id: string } }>(invited).invitation.id;
    expect(
      (await call(t, 'POST', `/company/invitations/${invitationId}/resend`, admin.token)).statusCode,
    ).toBe(200);
    await t.mail.next(invitee.email); // the first link, dead since the resend
    const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec((await t.mail.next(invitee.email)).text)?.[1];
    expect((await call(t, 'POST', '/company/invitations/accept', invitee.token, { token })).statusCode).toBe(
      200,
    );
    const other = await call(t, 'POST', '/company/invitations', admin.token, {
      email: uniqueEmail('x'),
      role: 'ADMIN',
    });
    const otherId = data<{ invitation: { id: string } }>(other).invitation.id;
    expect((await call(t, 'DELETE', `/company/invitations/${otherId}`, admin.token)).statusCode).toBe(200);
    expect(
      (await call(t, 'PUT', `/company/members/${invitee.id}`, admin.token, { role: 'RECRUITER' })).statusCode,
    ).toBe(200);
    expect((await call(t, 'DELETE', `/company/members/${invitee.id}`, admin.token)).statusCode).toBe(200);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/company/add-info',
      headers: { authorization: owner.token },
      payload: form({ company_name: c.companyName, city: 'Benguela', industry: 'Energy' }) as never,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call(t, 'POST', '/company/ownership', owner.token, { userId: admin.id })).statusCode).toBe(
      200,
    );

    const { entries } = await activity(t, admin, '?limit=100');
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    const expectations: [string, Partial<ActivityEntry>, Record<string, string>][] = [
      [
        'JOB_POSTED',
        { actor: { id: recruiter.id, name: 'recruiter Member' }, subject_id: jobId },
        { job: 'Estágio Log' },
      ],
      [
        'APPLICATION_MOVED',
        { subject_id: applicationId },
        { from: 'APPLIED', to: 'SHORTLISTED', candidate: 'Carla Candidata', job: 'Estágio Log' },
      ],
      ['JOB_EXPIRED', { subject_id: jobId }, { job: 'Estágio Log' }],
      ['JOB_DELETED', { actor: { id: admin.id, name: 'admin Member' } }, { job: 'Estágio Log' }],
      ['MEMBER_INVITED', { subject_id: invitationId }, { email: invitee.email, to: 'VIEWER' }],
      ['INVITATION_RESENT', { subject_id: invitationId }, { email: invitee.email }],
      [
        'MEMBER_JOINED',
        { subject_id: invitee.id, actor: { id: invitee.id, name: invitee.email } },
        { to: 'VIEWER' },
      ],
      ['INVITATION_REVOKED', { subject_id: otherId }, {}],
      ['MEMBER_ROLE_CHANGED', { subject_id: invitee.id }, { from: 'VIEWER', to: 'RECRUITER' }],
      ['MEMBER_REMOVED', { subject_id: invitee.id }, { member: invitee.email }],
      ['COMPANY_UPDATED', { actor: { id: owner.id, name: `Olga Owner ${c.marker}` } }, {}],
      ['OWNERSHIP_TRANSFERRED', { subject_id: admin.id }, { member: 'admin Member' }],
    ];
    for (const [action, fields, details] of expectations) {
      const found = byAction(action).filter((e) => !fields.subject_id || e.subject_id === fields.subject_id);
      expect(found, action).toHaveLength(1);
      expect(found[0], action).toMatchObject(fields);
      expect(found[0]?.details, action).toMatchObject(details);
    }
    // Newest first: the transfer was last, the post first.
    expect(entries[0]?.action).toBe('OWNERSHIP_TRANSFERRED');
    expect(entries.at(-1)?.action).toBe('JOB_POSTED');
  });

  it('pages with before/limit, and another company never sees it', async () => {
    const t = await testApp();
    const c = await team(t, 'Pages');
    const other = await team(t, 'NotMine');
    for (let i = 0; i < 7; i += 1) {
      expect(
        (await call(t, 'POST', '/internship/post', c.members.RECRUITER.token, validJob(t, `Job ${i}`)))
          .statusCode,
      ).toBe(201);
    }
    const seen: string[] = [];
    let before = '';
    let pages = 0;
    for (;;) {
      const page = await activity(t, c.members.OWNER, `?limit=3${before ? `&before=${before}` : ''}`);
      seen.push(...page.entries.map((e) => e.details.job ?? ''));
      pages += 1;
      if (!page.hasMore) break;
      before = page.entries.at(-1)?.id ?? '';
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2', 'Job 1', 'Job 0']);
    // Another company: its own (empty) log, and an entry id of ours shows it nothing.
    expect((await activity(t, other.members.OWNER)).entries).toEqual([]);
    expect((await activity(t, other.members.ADMIN, `?limit=3&before=${before}`)).entries).toEqual([]);
    // Recruiters and viewers do not read it.
    expect((await call(t, 'GET', '/company/activity', c.members.RECRUITER.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/company/activity', c.members.VIEWER.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/company/activity?limit=0', c.members.OWNER.token)).statusCode).toBe(400);
  });

  it('companyActivity reaches the company’s other members live, and no other company', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const c = await team(t, 'Live');
    const other = await team(t, 'Elsewhere');
    const [viewer, admin, outsider] = await Promise.all([
      connect(url, c.members.VIEWER.token),
      connect(url, c.members.ADMIN.token),
      connect(url, other.members.OWNER.token),
    ]);
    const outsiderEvents = collect(outsider);
    const arrival = Promise.all([nextEvent(viewer), nextEvent(admin)]);
    const posted = await call(
      t,
      'POST',
      '/internship/post',
      c.members.RECRUITER.token,
      validJob(t, 'Live job'),
    );
    const jobId = data<{ id: string }>(posted).id;
    expect(await arrival).toEqual([
      { action: 'JOB_POSTED', subject_id: jobId },
      { action: 'JOB_POSTED', subject_id: jobId },
    ]);
    const { applicationId } = await insertApplication(t, jobId);
    const moved = nextEvent(viewer);
    await call(t, 'PUT', `/applications/${applicationId}/status`, c.members.RECRUITER.token, {
      status: 'REJECTED',
    });
    expect(await moved).toEqual({ action: 'APPLICATION_MOVED', subject_id: applicationId });
    // The other company's own event reaches it (so its socket works), ours never did.
    const theirs = nextEvent(outsider);
    await call(t, 'POST', '/internship/post', other.members.OWNER.token, validJob(t, 'Their job'));
    await theirs;
    expect(outsiderEvents.map((e) => e.action)).toEqual(['JOB_POSTED']);
    expect(outsiderEvents[0]?.subject_id).not.toBe(jobId);
  });
});

describe('notifications per member (issue 18)', () => {
  it('APPLICATION_RECEIVED, JOB_EXPIRING and JOB_EXPIRED reach every member of the job’s company once', async () => {
    const t = await testApp();
    const c = await team(t, 'Notify');
    const other = await team(t, 'Quiet');
    const everyone = Object.values(c.members)
      .map((m) => m.id)
      .sort();
    const jobId = await insertJob(t, c.companyId, c.members.RECRUITER.id, 'Applied to', {
      expirationDate: new Date(t.clock.now().getTime() + 30 * DAY_MS),
    });
    const candidate = await person(t, 'CANDIDATE');
    const applied = await call(t, 'POST', `/applications/apply/${jobId}`, candidate.token);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await recipients(t, 'APPLICATION_RECEIVED', jobId)).toEqual(everyone);

    const expiring = await insertJob(t, c.companyId, c.members.OWNER.id, 'Expiring', {
      expirationDate: new Date(t.clock.now().getTime() + 2 * DAY_MS),
    });
    const expired = await insertJob(t, c.companyId, c.members.OWNER.id, 'Expired', {
      expirationDate: new Date(t.clock.now().getTime() - DAY_MS / 2),
    });
    await t.app.notifications.sweep();
    await t.app.notifications.sweep();
    expect(await recipients(t, 'JOB_EXPIRING', expiring)).toEqual(everyone);
    expect(await recipients(t, 'JOB_EXPIRED', expired)).toEqual(everyone);
    // The other company's members got none of it.
    for (const m of Object.values(other.members)) {
      const theirs = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
      expect(theirs).toEqual([]);
    }
  });
});

async function recipients(t: TestApp, kind: string, jobId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind as never), eq(notifications.jobId, jobId)));
  return rows.map((r) => r.userId).sort();
}

function validJob(t: TestApp, title: string) {
  const now = t.clock.now();
  return {
    title,
    industry: 'Technology',
    skills_required: ['TypeScript'],
    experience: ['Projecto'],
    education: ['Licenciatura'],
    internship_type: 'Full-time',
    number_of_opening: 1,
    expiration_date: new Date(now.getTime() + 20 * 86_400_000).toISOString().slice(0, 10),
    internship_city: 'Luanda',
    description: 'Desenvolver.',
    responsibilities: 'Testar.',
    min_salary: 100000,
    max_salary: 200000,
    posting_date: now.toISOString(),
  };
}

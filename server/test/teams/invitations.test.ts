import { createHash } from 'node:crypto';
import { INVITATIONS_PER_DAY } from '@shared/api/team';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyInvitations, notificationPreferences } from '../../src/db/schema';
import {
  type TestApp,
  WEB_URL,
  call,
  createVerifiedAccount,
  login,
  testApp,
  uniqueEmail,
  usesRedis,
} from '../helper';
import type { CapturedMail } from '../mail-capture';
import { type Person, type Team, data, person, roleOf, signIn, team } from './fixtures';

/**
 * Invitations (issue 18), through the real SMTP receiver: the emailed link is the only way in.
 * The email's language: body.language, else the invitee account's, else the inviter's request.
 */

const DAY_MS = 86_400_000;

function tokenFrom(mail: CapturedMail): string {
  const match = new RegExp(`${WEB_URL.replace(/[.:/]/g, '\\$&')}/invitation/([A-Za-z0-9_-]+)`).exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return match[1];
}

async function invite(
  t: TestApp,
  inviter: Person,
  body: { email: string; role: string; language?: string },
  lang?: string,
) {
  const response = await call(t, 'POST', '/company/invitations', inviter.token, body, lang);
  expect(response.statusCode, response.body).toBe(201);
  const mail = await t.mail.next(body.email);
  return {
    invitation: data<{ invitation: { id: string } }>(response).invitation,
    mail,
    token: tokenFrom(mail),
  };
}

const preview = (t: TestApp, token: string) =>
  call(t, 'POST', '/company/invitations/preview', undefined, { token });
const accept = (t: TestApp, who: { token: string }, token: string) =>
  call(t, 'POST', '/company/invitations/accept', who.token, { token });

describe('invitations (issue 18)', () => {
  it('English: invite → email link → preview → sign up with that address → accept → member with the role', async () => {
    const t = await testApp();
    const company: Team = await team(t, 'Invite');
    const email = uniqueEmail('newcomer');
    const { mail, token } = await invite(
      t,
      company.members.ADMIN,
      { email, role: 'RECRUITER', language: 'en' },
      'pt',
    );

    expect(mail.subject).toContain(company.companyName);
    expect(mail.subject).toContain('invited you to join');
    expect(mail.text).toContain('as Recruiter');
    expect(mail.text).toContain(`conexao://invitation/${token}`);

    const seen = await preview(t, token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(data(seen)).toMatchObject({
      company_name: company.companyName,
      email,
      role: 'RECRUITER',
      has_account: false,
    });

    const account = await createVerifiedAccount(t, { email });
    const { token: access, userId } = await login(t, account.email, account.password);
    expect(data(await preview(t, token))).toMatchObject({ has_account: true });

    const joined = await accept(t, { token: access }, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(data(joined)).toMatchObject({
      role: 'RECRUITER',
      company_info: { company_name: company.companyName },
    });
    expect(await roleOf(t, userId)).toEqual({ companyId: company.companyId, role: 'RECRUITER' });

    const details = await call(t, 'GET', '/user/details', access);
    expect(details.statusCode, details.body).toBe(200);
    expect(data(details)).toMatchObject({
      company_role: 'RECRUITER',
      company_info: { company_name: company.companyName },
    });
    // The new member works with the company at once: the same token now reads its jobs.
    expect((await call(t, 'GET', '/company/members', access)).statusCode).toBe(200);

    // Used once: the link is spent, for them and anyone else.
    const again = await accept(t, { token: access }, token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: 'This invitation has already been used.' });
    expect((await preview(t, token)).statusCode).toBe(410);
  });

  it('Portuguese from the invitee account’s language; an employer without a company joins', async () => {
    const t = await testApp();
    const company = await team(t, 'Convite');
    const existing = await person(t, 'EMPLOYER');
    await t.database.db.insert(notificationPreferences).values({ userId: existing.id, language: 'pt' });
    // The inviter asks in English and names no language: the account's language wins.
    const { mail, token } = await invite(
      t,
      company.members.OWNER,
      { email: existing.email, role: 'VIEWER' },
      'en',
    );
    expect(mail.subject).toBe(
      `Conexão: Olga Owner ${company.marker} convidou-o(a) para a ${company.companyName}`,
    );
    expect(mail.text).toContain('Olá,');
    expect(mail.text).toContain('como Observador');
    expect(data(await preview(t, token))).toMatchObject({ has_account: true, role: 'VIEWER' });

    const joined = await accept(t, existing, token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(data(await call(t, 'GET', '/user/details', existing.token))).toMatchObject({
      company_role: 'VIEWER',
      company_info: { company_name: company.companyName },
    });
  });

  it('the email’s language: body.language first, else the inviter’s request language', async () => {
    const t = await testApp();
    const company = await team(t, 'Lang');
    const inviter = company.members.OWNER;
    const fromBody = await invite(
      t,
      inviter,
      { email: uniqueEmail('a'), role: 'VIEWER', language: 'pt' },
      'en',
    );
    expect(fromBody.mail.text).toContain('Olá,');
    const fromRequest = await invite(t, inviter, { email: uniqueEmail('b'), role: 'ADMIN' }, 'pt');
    expect(fromRequest.mail.text).toContain('como Administrador');
    const english = await invite(t, inviter, { email: uniqueEmail('c'), role: 'ADMIN' }, 'en');
    expect(english.mail.text).toContain('Hello,');
    expect(english.mail.text).toContain('as Admin');
  });

  it('an expired, revoked or replaced link no longer works; resending gives a working one', async () => {
    const t = await testApp();
    const company = await team(t, 'Links');
    let owner = company.members.OWNER;

    const late = await person(t, 'EMPLOYER');
    const expired = await invite(t, owner, { email: late.email, role: 'VIEWER' });
    t.clock.advance(7 * DAY_MS + 1000);
    owner = await fresh(t, owner);
    expect((await preview(t, expired.token)).json()).toMatchObject({
      message: 'This invitation has expired. Ask for a new invitation.',
    });
    const refusedLate = await accept(t, await fresh(t, late), expired.token);
    expect(refusedLate.statusCode).toBe(410);
    // Listed as EXPIRED, and a resend brings it back with a new link.
    const listed = data<{ invitations: { id: string; status: string }[] }>(
      await call(t, 'GET', '/company/invitations', owner.token),
    ).invitations.find((i) => i.id === expired.invitation.id);
    expect(listed?.status).toBe('EXPIRED');
    const resent = await call(t, 'POST', `/company/invitations/${expired.invitation.id}/resend`, owner.token);
    expect(resent.statusCode, resent.body).toBe(200);
    const renewed = tokenFrom(await t.mail.next(late.email));
    expect(renewed).not.toBe(expired.token);
    // The old link is dead (not merely expired: unknown), the new one works.
    expect((await preview(t, expired.token)).statusCode).toBe(404);
    const lateJoin = await accept(t, await fresh(t, late), renewed);
    expect(lateJoin.statusCode, lateJoin.body).toBe(200);

    // Resending a pending invitation kills its first link too.
    const pending = await invite(t, owner, { email: uniqueEmail('pending'), role: 'VIEWER' });
    const pendingEmail = (
      await t.database.db
        .select({ email: companyInvitations.email })
        .from(companyInvitations)
        .where(eq(companyInvitations.id, pending.invitation.id))
    )[0]!.email;
    await call(t, 'POST', `/company/invitations/${pending.invitation.id}/resend`, owner.token);
    const second = tokenFrom(await t.mail.next(pendingEmail));
    expect((await preview(t, pending.token)).statusCode).toBe(404);
    expect((await preview(t, second)).statusCode).toBe(200);

    // Revoked: the link says so, and accepting it fails.
    const revokedPerson = await person(t, 'EMPLOYER');
    const revoked = await invite(t, owner, { email: revokedPerson.email, role: 'VIEWER' });
    const revoke = await call(t, 'DELETE', `/company/invitations/${revoked.invitation.id}`, owner.token);
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await preview(t, revoked.token)).json()).toMatchObject({
      message: 'This invitation was withdrawn.',
    });
    expect((await accept(t, revokedPerson, revoked.token)).statusCode).toBe(410);
    expect(await roleOf(t, revokedPerson.id)).toBeNull();
    // Revoked twice, or resent after revoking: not found.
    expect(
      (await call(t, 'DELETE', `/company/invitations/${revoked.invitation.id}`, owner.token)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', `/company/invitations/${revoked.invitation.id}/resend`, owner.token)).statusCode,
    ).toBe(404);
  });

  it('refuses the wrong account (403), a candidate (403) and someone already in a company (409)', async () => {
    const t = await testApp();
    const company = await team(t, 'Refusals');
    const owner = company.members.OWNER;

    const invitee = await person(t, 'EMPLOYER');
    const forInvitee = await invite(t, owner, { email: invitee.email, role: 'ADMIN' });
    const stranger = await person(t, 'EMPLOYER');
    const wrong = await accept(t, stranger, forInvitee.token);
    expect(wrong.statusCode).toBe(403);
    expect(await roleOf(t, stranger.id)).toBeNull();
    // The link still works for the right person afterwards.
    expect((await accept(t, invitee, forInvitee.token)).statusCode).toBe(200);

    const candidate = await person(t, 'CANDIDATE');
    const forCandidate = await invite(t, owner, { email: candidate.email, role: 'VIEWER' });
    const asCandidate = await accept(t, candidate, forCandidate.token);
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await roleOf(t, candidate.id)).toBeNull();

    const elsewhere = await team(t, 'Elsewhere');
    const busy = elsewhere.members.RECRUITER;
    const forBusy = await invite(t, owner, { email: busy.email, role: 'VIEWER' });
    const asBusy = await accept(t, busy, forBusy.token);
    expect(asBusy.statusCode).toBe(409);
    expect(await roleOf(t, busy.id)).toEqual({ companyId: elsewhere.companyId, role: 'RECRUITER' });

    // Inviting a member of one's own company, or the same address twice, is a conflict.
    const own = await call(t, 'POST', '/company/invitations', owner.token, {
      email: company.members.VIEWER.email,
      role: 'ADMIN',
    });
    expect(own.statusCode).toBe(409);
    const twice = await call(t, 'POST', '/company/invitations', owner.token, {
      email: busy.email,
      role: 'ADMIN',
    });
    expect(twice.statusCode).toBe(409);
    // Nobody can be invited as owner.
    const asOwner = await call(t, 'POST', '/company/invitations', owner.token, {
      email: uniqueEmail('o'),
      role: 'OWNER',
    });
    expect(asOwner.statusCode).toBe(400);
  });

  it(`limits a company to ${INVITATIONS_PER_DAY} invitation emails a day, resends included`, async () => {
    const t = await testApp();
    const company = await team(t, 'Limit');
    const owner = company.members.OWNER;
    let firstId = '';
    for (let i = 0; i < INVITATIONS_PER_DAY; i += 1) {
      const response = await call(t, 'POST', '/company/invitations', owner.token, {
        email: uniqueEmail(`bulk${i}`),
        role: 'VIEWER',
      });
      expect(response.statusCode, response.body).toBe(201);
      if (i === 0) firstId = data<{ invitation: { id: string } }>(response).invitation.id;
    }
    const over = await call(t, 'POST', '/company/invitations', owner.token, {
      email: uniqueEmail('over'),
      role: 'VIEWER',
    });
    expect(over.statusCode).toBe(429);
    expect((await call(t, 'POST', `/company/invitations/${firstId}/resend`, owner.token)).statusCode).toBe(
      429,
    );
    // Another company has its own budget.
    const other = await team(t, 'Limit2');
    const theirs = await call(t, 'POST', '/company/invitations', other.members.ADMIN.token, {
      email: uniqueEmail('theirs'),
      role: 'VIEWER',
    });
    expect(theirs.statusCode).toBe(201);
    const rows = await t.database.db
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, company.companyId));
    expect(rows).toHaveLength(INVITATIONS_PER_DAY);
    // A day later the budget is back (Redis keeps its own time: the test clock cannot move it).
    if (usesRedis) return;
    t.clock.advance(DAY_MS + 1000);
    const nextDay = await call(t, 'POST', '/company/invitations', (await fresh(t, owner)).token, {
      email: uniqueEmail('next'),
      role: 'VIEWER',
    });
    expect(nextDay.statusCode, nextDay.body).toBe(201);
  });

  it('stores only the SHA-256 of the link’s secret', async () => {
    const t = await testApp();
    const company = await team(t, 'Hash');
    const sent = await invite(t, company.members.OWNER, { email: uniqueEmail('hash'), role: 'VIEWER' });
    const rows = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, sent.invitation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(sent.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(sent.token);
    // Knowing the stored hash does not open the invitation.
    expect((await preview(t, rows[0]!.tokenHash)).statusCode).toBe(404);
    // Nor does the listing give the secret away.
    expect((await call(t, 'GET', '/company/invitations', company.members.OWNER.token)).body).not.toContain(
      sent.token,
    );
  });

  it('one company per account: a second invitation cannot be accepted once the first was', async () => {
    const t = await testApp();
    const a = await team(t, 'One');
    const b = await team(t, 'Two');
    const newcomer = await person(t, 'EMPLOYER');
    const fromA = await invite(t, a.members.OWNER, { email: newcomer.email, role: 'VIEWER' });
    const fromB = await invite(t, b.members.OWNER, { email: newcomer.email, role: 'ADMIN' });
    expect((await accept(t, newcomer, fromA.token)).statusCode).toBe(200);
    expect((await accept(t, await fresh(t, newcomer), fromB.token)).statusCode).toBe(409);
    expect(await roleOf(t, newcomer.id)).toEqual({ companyId: a.companyId, role: 'VIEWER' });
  });
});

/** A new session for `who` (the test clock may have moved past their access token's life). */
async function fresh(t: TestApp, who: Person): Promise<Person> {
  return { ...who, token: await signIn(t, who.id, who.role) };
}

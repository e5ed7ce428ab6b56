import { wallClock } from '@shared/time/zoned';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { companyActivity, notificationPreferences, users } from '../../src/db/schema';
import { type TestApp, testApp } from '../helper';
import { type CapturedMail, partsOf } from '../mail-capture';
import { type Team, data, insertApplication, insertJob, member, signIn, team } from '../teams/fixtures';

/**
 * Interviews (issue 19): schedule, edit and cancel with real invitations read from the SMTP
 * receiver and their .ics parsed back by ical.js; ownership across companies; the reminder.
 */

interface World {
  t: TestApp;
  company: Team;
  applicationId: string;
  candidateEmail: string;
  jobTitle: string;
}

async function world(t: TestApp): Promise<World> {
  const company = await team(t, 'Entrevistas');
  const jobTitle = `Analista, dados; ${company.marker}`;
  const jobId = await insertJob(t, company.companyId, company.members.OWNER.id, jobTitle);
  const { applicationId, candidateId } = await insertApplication(t, jobId, {
    firstName: 'Joana',
    lastName: 'Candidata',
  });
  const [candidate] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, candidateId));
  return { t, company, applicationId, candidateEmail: candidate!.email, jobTitle };
}

/** A date `days` ahead on a Luanda clock. */
function luandaDay(t: TestApp, days: number): string {
  return wallClock(new Date(t.clock.now().getTime() + days * 86_400_000), 'Africa/Luanda').date;
}

function body(w: World, overrides: Record<string, unknown> = {}) {
  return {
    date: luandaDay(w.t, 2),
    time: '10:00',
    duration_minutes: 45,
    location: 'Rua Major Kanhangulo, 12; Luanda',
    notes: 'Traga o BI.\nChegue 10 minutos antes.',
    interviewer_ids: [w.company.members.RECRUITER.id],
    ...overrides,
  };
}

function call(
  w: World,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return w.t.app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': 'pt' },
    ...(payload ? { payload } : {}),
  });
}

/** The .ics of a mail: the invite.ics attachment, parsed by ical.js. */
function calendarOf(mail: CapturedMail) {
  const attachment = partsOf(mail.raw).find((p) =>
    /filename="?invite\.ics/i.test(p.headers['content-disposition'] ?? ''),
  );
  expect(attachment, 'invite.ics attachment').toBeDefined();
  expect(attachment!.headers['content-type']).toMatch(/^text\/calendar/i);
  const text = attachment!.content;
  // Folded at 75 octets, CRLF line ends.
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event, text };
}

describe('interviews', () => {
  it('schedules, edits and cancels with invitations whose .ics keep one UID and count SEQUENCE up', async () => {
    const t = await testApp();
    const w = await world(t);
    const { OWNER, RECRUITER } = w.company.members;
    // The recruiter reads English; the candidate has no preference (Portuguese).
    await t.database.db.insert(notificationPreferences).values({ userId: RECRUITER.id, language: 'en' });

    const created = await call(
      w,
      OWNER.token,
      'POST',
      `/applications/${w.applicationId}/interviews`,
      body(w),
    );
    expect(created.statusCode, created.body).toBe(201);
    const interview = data<{ interview: Record<string, unknown> }>(created).interview;
    expect(interview).toMatchObject({
      time_zone: 'Africa/Luanda',
      time: '10:00',
      status: 'SCHEDULED',
      sequence: 0,
    });
    // 10:00 in Luanda (UTC+1) is 09:00 UTC.
    expect(interview.starts_at).toBe(`${luandaDay(t, 2)}T09:00:00.000Z`);

    const toCandidate = await t.mail.next(w.candidateEmail);
    const toRecruiter = await t.mail.next(RECRUITER.email);
    expect(toCandidate.subject).toContain('Entrevista:');
    expect(toCandidate.text).toContain('Rua Major Kanhangulo, 12; Luanda');
    expect(toRecruiter.subject).toContain('Interview:');
    const first = calendarOf(toCandidate);
    expect(first.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(first.event.sequence).toBe(0);
    expect(first.event.startDate.toJSDate().toISOString()).toBe(interview.starts_at);
    expect(first.event.endDate.toJSDate().getTime() - first.event.startDate.toJSDate().getTime()).toBe(
      45 * 60_000,
    );
    // Commas, semicolons and line breaks come back as written.
    expect(first.event.location).toBe('Rua Major Kanhangulo, 12; Luanda');
    expect(first.event.summary).toContain(w.jobTitle);
    expect(first.event.description).toContain('Traga o BI.\nChegue 10 minutos antes.');
    expect(first.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const attendees = first.vevent
      .getAllProperties('attendee')
      .map((p) => String(p.getFirstValue()).toLowerCase());
    expect(attendees).toEqual(
      expect.arrayContaining([`mailto:${w.candidateEmail}`, `mailto:${RECRUITER.email}`.toLowerCase()]),
    );
    expect(String(first.vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      `mailto:${OWNER.email}`,
    );
    // The recruiter's copy is the same event.
    expect(calendarOf(toRecruiter).event.uid).toBe(first.event.uid);

    // The range list shows it; the application's list too.
    const from = luandaDay(t, 0);
    const to = luandaDay(t, 7);
    const range = await call(w, w.company.members.VIEWER.token, 'GET', `/interviews?from=${from}&to=${to}`);
    expect(range.statusCode, range.body).toBe(200);
    expect(data<{ interviews: { id: string }[] }>(range).interviews.map((i) => i.id)).toEqual([interview.id]);

    // Moved to 15:30 in São Paulo, a video call, and the admin instead of the recruiter.
    const { ADMIN } = w.company.members;
    const moved = await call(
      w,
      RECRUITER.token,
      'PUT',
      `/interviews/${interview.id}`,
      body(w, {
        time: '15:30',
        time_zone: 'America/Sao_Paulo',
        location: '',
        video_url: 'https://meet.example.ao/abc-def',
        interviewer_ids: [ADMIN.id],
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const updated = data<{ interview: Record<string, unknown> }>(moved).interview;
    expect(updated).toMatchObject({
      sequence: 1,
      time: '15:30',
      time_zone: 'America/Sao_Paulo',
      location: null,
    });
    const second = calendarOf(await t.mail.next(w.candidateEmail));
    expect(second.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toJSDate().toISOString()).toBe(updated.starts_at);
    expect(String(second.vevent.getFirstPropertyValue('url'))).toBe('https://meet.example.ao/abc-def');
    calendarOf(await t.mail.next(ADMIN.email));
    // The recruiter, taken off, gets a cancellation for their calendar.
    const takenOff = calendarOf(await t.mail.next(RECRUITER.email));
    expect(takenOff.calendar.getFirstPropertyValue('method')).toBe('CANCEL');

    const cancelled = await call(w, OWNER.token, 'DELETE', `/interviews/${interview.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const third = calendarOf(await t.mail.next(w.candidateEmail));
    expect(third.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
    expect(await call(w, OWNER.token, 'DELETE', `/interviews/${interview.id}`)).toMatchObject({
      statusCode: 409,
    });

    const after = await call(w, OWNER.token, 'GET', `/interviews?from=${from}&to=${to}`);
    expect(data<{ interviews: unknown[] }>(after).interviews).toEqual([]);
    const ofApplication = await call(w, OWNER.token, 'GET', `/applications/${w.applicationId}/interviews`);
    expect(data<{ interviews: { status: string }[] }>(ofApplication).interviews.map((i) => i.status)).toEqual(
      ['CANCELLED'],
    );
    // Each change is in the company's activity log.
    const log = await t.database.db
      .select({ action: companyActivity.action })
      .from(companyActivity)
      .where(eq(companyActivity.subjectId, String(interview.id)));
    expect(log.map((e) => e.action).sort()).toEqual([
      'INTERVIEW_CANCELLED',
      'INTERVIEW_SCHEDULED',
      'INTERVIEW_UPDATED',
    ]);
  });

  it('refuses another company’s application and interviews (404), outside interviewers, the past and bad input (400)', async () => {
    const t = await testApp();
    const w = await world(t);
    const other = await team(t, 'Outra');
    const { OWNER } = w.company.members;
    const created = await call(
      w,
      OWNER.token,
      'POST',
      `/applications/${w.applicationId}/interviews`,
      body(w),
    );
    const id = data<{ interview: { id: string } }>(created).interview.id;
    await t.mail.next(w.candidateEmail);

    const foreign = other.members.OWNER.token;
    expect(
      (await call(w, foreign, 'POST', `/applications/${w.applicationId}/interviews`, body(w))).statusCode,
    ).toBe(404);
    expect((await call(w, foreign, 'GET', `/applications/${w.applicationId}/interviews`)).statusCode).toBe(
      404,
    );
    expect((await call(w, foreign, 'PUT', `/interviews/${id}`, body(w))).statusCode).toBe(404);
    expect((await call(w, foreign, 'DELETE', `/interviews/${id}`)).statusCode).toBe(404);
    const theirs = await call(w, foreign, 'GET', `/interviews?from=${luandaDay(t, 0)}&to=${luandaDay(t, 7)}`);
    expect(data<{ interviews: unknown[] }>(theirs).interviews).toEqual([]);
    // A viewer reads but does not schedule.
    expect((await call(w, w.company.members.VIEWER.token, 'DELETE', `/interviews/${id}`)).statusCode).toBe(
      403,
    );

    const refused = async (overrides: Record<string, unknown>, message: string) => {
      const r = await call(
        w,
        OWNER.token,
        'POST',
        `/applications/${w.applicationId}/interviews`,
        body(w, overrides),
      );
      expect(r.statusCode, r.body).toBe(400);
      expect((r.json() as { message: string }).message).toBe(message);
    };
    const outsider = await member(t, other.companyId, 'RECRUITER');
    await refused({ interviewer_ids: [outsider.id] }, 'Os entrevistadores devem ser membros da sua empresa.');
    await refused(
      { date: luandaDay(t, -1) },
      'Uma entrevista não pode começar no passado. Escolha uma data ou hora posterior.',
    );
    await refused(
      { location: '', video_url: 'http://meet.example.ao/x' },
      'O link de vídeo deve ser um endereço https:// completo (até 500 caracteres).',
    );
    await refused({ location: '', video_url: '' }, 'Indique um local ou um link de vídeo.');
    await refused({ time_zone: 'Mars/Olympus' }, 'Escolha um fuso horário da lista.');
    await refused({ duration_minutes: 5 }, 'A duração deve ser um número inteiro de minutos, de 15 a 480.');
    await refused({ interviewer_ids: [] }, 'Escolha pelo menos um entrevistador.');
    // Nothing of the company changed: still one interview, one activity entry.
    const list = await call(w, OWNER.token, 'GET', `/applications/${w.applicationId}/interviews`);
    expect(data<{ interviews: unknown[] }>(list).interviews).toHaveLength(1);
    expect(
      (await call(w, OWNER.token, 'GET', `/interviews?from=${luandaDay(t, 7)}&to=${luandaDay(t, 0)}`))
        .statusCode,
    ).toBe(400);
  });

  it('reminds the interviewers and the scheduler once, an hour before', async () => {
    const t = await testApp();
    const w = await world(t);
    const { OWNER, RECRUITER, ADMIN } = w.company.members;
    const created = await call(
      w,
      OWNER.token,
      'POST',
      `/applications/${w.applicationId}/interviews`,
      body(w, { interviewer_ids: [RECRUITER.id] }),
    );
    const interview = data<{ interview: { starts_at: string; application_id: string } }>(created).interview;
    // 59 minutes before the start.
    const startsAt = new Date(interview.starts_at).getTime();
    t.clock.advance(startsAt - t.clock.now().getTime() - 59 * 60_000);
    // (The file's other tests' interviews start at the same time: count this company's below.)
    expect(await t.app.notifications.sweepInterviews()).toBeGreaterThanOrEqual(2);
    expect(await t.app.notifications.sweepInterviews()).toBe(0);
    // The 15-minute sweep (which also looks for interviews) adds no second reminder; what else it
    // finds belongs to other files on the suite's shared PostgreSQL database, so the feed is counted.
    await t.app.notifications.sweep();

    // Two days passed on the test's clock: the morning's sign-ins have expired.
    const feed = await call(w, await signIn(t, RECRUITER.id), 'GET', '/notifications');
    const items = data<{ notifications: { kind: string; link: string; body: string }[] }>(feed).notifications;
    expect(items.filter((n) => n.kind === 'INTERVIEW_REMINDER')).toHaveLength(1);
    const item = items[0];
    expect(item).toMatchObject({
      kind: 'INTERVIEW_REMINDER',
      link: `/detail-view/${interview.application_id}`,
    });
    expect(item!.body).toContain('Joana Candidata');
    expect(item!.body).toContain('10:00 (Africa/Luanda)');
    const ownerFeed = await call(w, await signIn(t, OWNER.id), 'GET', '/notifications');
    expect(data<{ notifications: { kind: string }[] }>(ownerFeed).notifications.map((n) => n.kind)).toContain(
      'INTERVIEW_REMINDER',
    );
    // Not an interviewer, not the scheduler: no reminder.
    const adminFeed = await call(w, await signIn(t, ADMIN.id), 'GET', '/notifications');
    expect(
      data<{ notifications: { kind: string }[] }>(adminFeed).notifications.map((n) => n.kind),
    ).not.toContain('INTERVIEW_REMINDER');
    // Emailed too (on by default), in the recipient's language. The invitation goes through the
    // mail outbox in the background and the reminder through the notifications' queue: either may
    // arrive first, so the two are matched by subject, not by order.
    const mails = [await t.mail.next(RECRUITER.email), await t.mail.next(RECRUITER.email)];
    const subjects = mails.map((m) => m.subject);
    expect(subjects.filter((s) => /^Entrevista:/.test(s))).toHaveLength(1);
    expect(subjects.filter((s) => s.includes('Conexão: entrevista com Joana Candidata'))).toHaveLength(1);
  });
});

import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@shared/api/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationEmails, notifications } from '../../src/db/schema';
import type { MailMessage, Mailer } from '../../src/mail/mailer';
import { EMAIL_FIRST_RETRY_MS } from '../../src/modules/notifications/service';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe';
import { WEB_URL, call, createTestApp, json, ownDatabase, testApp, usesRedis } from '../helper';
import { connect, listen } from '../messages/chat-helpers';
import {
  apply,
  candidate,
  chatMessage,
  employer,
  feed,
  freshToken,
  job,
  nextNotification,
  queuedFor,
  storedFor,
} from './fixtures';

const DAY = 86_400_000;
const MINUTE = 60_000;

function withPreferences(change: (p: NotificationPreferences) => void): NotificationPreferences {
  const copy = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  change(copy);
  return copy;
}

describe('APPLICATION_RECEIVED', () => {
  it('is written once, for the job owner only, with the application, and reaches the feed in the caller language', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const other = await employer(t);
    const marta = await candidate(t, 'Marta', 'Neto');
    const jobId = await job(t, owner, 'Software Development Intern');

    const applicationId = await apply(t, jobId, marta);
    // A second attempt is refused (409) and writes nothing more.
    const again = await call(t, 'POST', `/applications/apply/${jobId}`, marta.token);
    expect(again.statusCode).toBe(409);

    const stored = await storedFor(t, owner.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'APPLICATION_RECEIVED', applicationId, jobId, inApp: true });
    expect(await storedFor(t, marta.id)).toHaveLength(0);
    expect(await storedFor(t, other.id)).toHaveLength(0);

    const en = await feed(t, owner.token, '', 'en');
    expect(en.unreadCount).toBe(1);
    expect(en.hasMore).toBe(false);
    expect(en.notifications[0]).toMatchObject({
      kind: 'APPLICATION_RECEIVED',
      title: 'New application received',
      body: 'Marta Neto applied to Software Development Intern',
      link: `/detail-view/${applicationId}`,
      readAt: null,
    });
    const pt = await feed(t, owner.token, '', 'pt');
    expect(pt.notifications[0]?.title).toBe('Nova candidatura recebida');
    expect(pt.notifications[0]?.body).toBe('Marta Neto candidatou-se a Software Development Intern');

    expect((await feed(t, other.token)).notifications).toHaveLength(0);
    expect((await feed(t, marta.token)).unreadCount).toBe(0);
  });

  it('goes to the owner’s open sockets with the unread count and their desktop choice', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const owner = await employer(t);
    const marta = await candidate(t);
    const jobId = await job(t, owner, 'Data Analyst');
    const socket = await connect(url, owner.token);

    let event = nextNotification(socket);
    await apply(t, jobId, marta);
    expect(await event).toMatchObject({
      notification: { kind: 'APPLICATION_RECEIVED', body: expect.stringContaining('Data Analyst') },
      unreadCount: 1,
      show: { inApp: true, desktop: true },
    });

    const put = await call(t, 'PUT', '/notifications/preferences', owner.token, {
      preferences: withPreferences((p) => {
        p.APPLICATION_RECEIVED.desktop = false;
      }),
    });
    expect(put.statusCode).toBe(200);
    event = nextNotification(socket);
    await apply(t, jobId, await candidate(t, 'Rui', 'Sousa'));
    expect(await event).toMatchObject({ unreadCount: 2, show: { inApp: true, desktop: false } });
  });

  it.runIf(usesRedis)('reaches a socket on another instance (Redis adapter)', async () => {
    const a = await testApp();
    const b = await testApp();
    const url = await listen(a.app);
    const owner = await employer(a);
    const marta = await candidate(b);
    const jobId = await job(a, owner, 'Across instances');
    const socket = await connect(url, owner.token);
    const event = nextNotification(socket);
    await apply(b, jobId, marta);
    expect((await event).notification.kind).toBe('APPLICATION_RECEIVED');
  });

  it('emails the owner in Portuguese by default (text and HTML, app and web links, unsubscribe)', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const marta = await candidate(t, 'Marta', 'Neto');
    const jobId = await job(t, owner, 'Estágio em Contabilidade');
    const applicationId = await apply(t, jobId, marta);

    const mail = await t.mail.next(owner.email);
    expect(mail.subject).toBe('Conexão: Marta Neto candidatou-se a Estágio em Contabilidade');
    expect(mail.text).toContain('Marta Neto candidatou-se a Estágio em Contabilidade');
    expect(mail.text).toContain(`conexao://detail-view/${applicationId}`);
    expect(mail.text).toContain(`${WEB_URL}/detail-view/${applicationId}`);
    expect(mail.text).toContain(`${WEB_URL}/unsubscribe/`);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    await t.app.notifications.drainEmails();
    const [queued] = await queuedFor(t, owner.id);
    expect(queued).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it('emails in English once the owner’s app has asked in English', async () => {
    const t = await testApp();
    const owner = await employer(t);
    await feed(t, owner.token, '', 'en-GB,en;q=0.9');
    const jobId = await job(t, owner, 'Marketing Intern');
    await apply(t, jobId, await candidate(t, 'Rui', 'Sousa'));
    const mail = await t.mail.next(owner.email);
    expect(mail.subject).toBe('Conexão: Rui Sousa applied to Marketing Intern');
    expect(mail.text).toContain('Open it in the Conexão app: conexao://detail-view/');
  });

  it('respects in-app and email being off: nothing in the feed or the count, no email queued', async () => {
    const t = await testApp();
    const url = await listen(t.app);
    const owner = await employer(t);
    const put = await call(t, 'PUT', '/notifications/preferences', owner.token, {
      preferences: withPreferences((p) => {
        p.APPLICATION_RECEIVED = { inApp: false, desktop: true, email: false };
      }),
    });
    expect(put.statusCode).toBe(200);
    const socket = await connect(url, owner.token);
    const event = nextNotification(socket);
    const jobId = await job(t, owner, 'Quiet job');
    await apply(t, jobId, await candidate(t));

    // Desktop is still on: the event comes, marked not for the bell.
    expect(await event).toMatchObject({ unreadCount: 0, show: { inApp: false, desktop: true } });
    const list = await feed(t, owner.token);
    expect(list.notifications).toHaveLength(0);
    expect(list.unreadCount).toBe(0);
    expect(await storedFor(t, owner.id)).toHaveLength(1);
    expect(await queuedFor(t, owner.id)).toHaveLength(0);
  });

  it('retries an email the mail server refused, after a wait, and sends it once', async () => {
    // The queue is the database's: emails other tests left behind may be sent here too.
    const sent: MailMessage[] = [];
    let failures = 1;
    let ownerEmail = '';
    const mailer: Mailer = {
      async send(message) {
        if (message.to !== ownerEmail) return;
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(message);
      },
      sendInBackground() {},
      async close() {},
    };
    const t = await testApp({ mailer });
    const owner = await employer(t);
    ownerEmail = owner.email;
    const jobId = await job(t, owner, 'Retry job');
    await apply(t, jobId, await candidate(t));
    await t.app.notifications.drainEmails();
    let [queued] = await queuedFor(t, owner.id);
    expect(queued).toMatchObject({ status: 'PENDING', attempts: 1, lastError: '421 try again later' });
    expect(sent).toHaveLength(0);

    await t.app.notifications.drainEmails();
    expect(sent).toHaveLength(0);
    t.clock.advance(EMAIL_FIRST_RETRY_MS + 1000);
    await t.app.notifications.drainEmails();
    [queued] = await queuedFor(t, owner.id);
    expect(queued).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(sent).toHaveLength(1);
    await t.app.notifications.drainEmails();
    expect(sent).toHaveLength(1);
  });
});

describe('read marks and paging', () => {
  it('counts unread, marks some or all read, ignores other users’ ids, pages newest first', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const other = await employer(t);
    const jobId = await job(t, owner, 'Job A');
    const otherJob = await job(t, other, 'Job B');
    const first = await apply(t, jobId, await candidate(t, 'Ana', 'One'));
    const second = await apply(t, jobId, await candidate(t, 'Bia', 'Two'));
    await apply(t, jobId, await candidate(t, 'Caio', 'Three'));
    await apply(t, otherJob, await candidate(t, 'Dora', 'Four'));

    const all = await feed(t, owner.token);
    expect(all.unreadCount).toBe(3);
    expect(all.notifications.map((n) => n.body.split(' ')[0])).toEqual(['Caio', 'Bia', 'Ana']);

    const page1 = await feed(t, owner.token, '?limit=2');
    expect(page1.notifications).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = await feed(t, owner.token, `?limit=2&before=${page1.notifications[1]!.id}`);
    expect(page2.notifications.map((n) => n.body.split(' ')[0])).toEqual(['Ana']);
    expect(page2.hasMore).toBe(false);

    const [othersNotification] = await storedFor(t, other.id);
    const ids = [all.notifications[2]!.id, othersNotification!.id, randomUUID()];
    const marked = await call(t, 'POST', '/notifications/read', owner.token, { ids });
    expect(marked.statusCode).toBe(200);
    expect(json(marked).data).toEqual({ unreadCount: 2 });
    // The other employer's notification is untouched, and nothing said it exists.
    expect((await feed(t, other.token)).unreadCount).toBe(1);
    const afterOne = await feed(t, owner.token);
    expect(afterOne.notifications.find((n) => n.body.startsWith('Ana'))?.readAt).not.toBeNull();

    const allRead = await call(t, 'POST', '/notifications/read', owner.token, { all: true });
    expect(json(allRead).data).toEqual({ unreadCount: 0 });
    expect((await feed(t, other.token)).unreadCount).toBe(1);
    // Someone else's id as the cursor shows nothing of theirs.
    const foreign = await feed(t, owner.token, `?before=${othersNotification!.id}`);
    expect(foreign.notifications).toHaveLength(0);
    expect([first, second]).toHaveLength(2);
  });

  it('refuses malformed input with 400 and needs a session', async () => {
    const t = await testApp();
    const owner = await employer(t);
    for (const body of [
      {},
      { ids: [] },
      { ids: ['nope'] },
      { all: false },
      { ids: Array(101).fill(randomUUID()) },
    ]) {
      const response = await call(t, 'POST', '/notifications/read', owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t, 'GET', '/notifications?limit=0', owner.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/notifications?before=x', owner.token)).statusCode).toBe(400);
    expect((await call(t, 'GET', '/notifications')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/notifications/preferences')).statusCode).toBe(401);
  });
});

describe('preferences', () => {
  it('start at the defaults, are saved per kind, and MESSAGE_UNREAD stays email only', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const start = await call(t, 'GET', '/notifications/preferences', owner.token);
    expect(json(start).data).toEqual({ preferences: DEFAULT_NOTIFICATION_PREFERENCES });

    const wanted = withPreferences((p) => {
      p.JOB_EXPIRING = { inApp: false, desktop: false, email: true };
      p.MESSAGE_UNREAD = { inApp: true, desktop: true, email: true };
    });
    const put = await call(t, 'PUT', '/notifications/preferences', owner.token, { preferences: wanted });
    expect(put.statusCode).toBe(200);
    const expected = withPreferences((p) => {
      p.JOB_EXPIRING = { inApp: false, desktop: false, email: true };
      p.MESSAGE_UNREAD = { inApp: false, desktop: false, email: true };
    });
    expect(json(put).data).toEqual({ preferences: expected });
    expect(json(await call(t, 'GET', '/notifications/preferences', owner.token)).data).toEqual({
      preferences: expected,
    });
    const bad = await call(t, 'PUT', '/notifications/preferences', owner.token, {
      preferences: { APPLICATION_RECEIVED: { inApp: true } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the sweep (JOB_EXPIRING, JOB_EXPIRED)', () => {
  it('finds expiring and expired jobs once, across two sweeps and two instances', async () => {
    const t = await testApp();
    const second = await createTestApp();
    try {
      // Both instances on one database, their clocks showing the same time.
      second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());
      const owner = await employer(t);
      const soon = await job(t, owner, 'Soon', 2 * DAY);
      const later = await job(t, owner, 'Later', 10 * DAY);
      const gone = await job(t, owner, 'Gone', -DAY);

      await Promise.all([t.app.notifications.sweep(), second.app.notifications.sweep()]);
      await t.app.notifications.sweep();
      await second.app.notifications.sweep();

      const byJob = async (jobId: string) =>
        (await storedFor(t, owner.id)).filter((n) => n.jobId === jobId).map((n) => n.kind);
      expect(await byJob(soon)).toEqual(['JOB_EXPIRING']);
      expect(await byJob(later)).toEqual([]);
      expect(await byJob(gone)).toEqual(['JOB_EXPIRED']);

      // Eight days on: "Soon" has expired, "Later" (two days left) is now within the window.
      t.clock.advance(8 * DAY);
      second.clock.advance(8 * DAY);
      await Promise.all([t.app.notifications.sweep(), second.app.notifications.sweep()]);
      await t.app.notifications.sweep();
      expect((await byJob(soon)).sort()).toEqual(['JOB_EXPIRED', 'JOB_EXPIRING']);
      expect(await byJob(later)).toEqual(['JOB_EXPIRING']);
      expect(await byJob(gone)).toEqual(['JOB_EXPIRED']);

      const token = await freshToken(t, owner);
      const list = await feed(t, token, '', 'en');
      expect(list.unreadCount).toBe(4);
      const expiring = list.notifications.find(
        (n) => n.kind === 'JOB_EXPIRING' && n.link === `/job-details/${later}`,
      );
      expect(expiring?.title).toBe('Job expiring soon');
      expect(expiring?.body).toMatch(/^Later expires on \d{1,2} \w+ \d{4}$/);
      // Email is off by default for these kinds.
      expect(await queuedFor(t, owner.id)).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('skips jobs marked In-active by hand and jobs that expired long before', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const old = await job(t, owner, 'Old', -30 * DAY);
    const closed = await job(t, owner, 'Closed', 1 * DAY);
    const { internships } = await import('../../src/db/schema');
    await t.database.db
      .update(internships)
      .set({ activeStatus: 'IN-ACTIVE' })
      .where(eq(internships.id, closed));
    await t.app.notifications.sweep();
    const mine = await storedFor(t, owner.id);
    expect(mine.filter((n) => n.jobId === old || n.jobId === closed)).toHaveLength(0);
  });

  it('emails JOB_EXPIRING when chosen, in the owner’s language', async () => {
    // A database of its own: on PostgreSQL another file's sweep finds every job of the shared
    // database, and would send this email from its own app, to its own mail capture.
    const t = await testApp({ database: await ownDatabase() });
    const owner = await employer(t);
    await call(
      t,
      'PUT',
      '/notifications/preferences',
      owner.token,
      {
        preferences: withPreferences((p) => {
          p.JOB_EXPIRING.email = true;
        }),
      },
      'en',
    );
    const jobId = await job(t, owner, 'Email me', DAY);
    await t.app.notifications.sweep();
    const mail = await t.mail.next(owner.email);
    expect(mail.subject).toMatch(/^Conexão: Email me expires on /);
    expect(mail.text).toContain(`conexao://job-details/${jobId}`);
  });
});

describe('MESSAGE_UNREAD (email only)', () => {
  it('emails after 15 minutes unread, at most once an hour per conversation, never in the feed', async () => {
    // Its own database, shared by its two instances only (another file's sweep would claim it).
    const t = await testApp({ database: await ownDatabase() });
    const second = await createTestApp({ database: t.database });
    try {
      const owner = await employer(t);
      const marta = await candidate(t, 'Marta', 'Neto');
      await call(
        t,
        'PUT',
        '/notifications/preferences',
        owner.token,
        {
          preferences: withPreferences((p) => {
            p.MESSAGE_UNREAD.email = true;
          }),
        },
        'pt',
      );
      const sweepBoth = async () => {
        await Promise.all([t.app.notifications.sweep(), second.app.notifications.sweep()]);
      };
      const advance = (ms: number) => {
        t.clock.advance(ms);
        second.clock.advance(ms);
      };
      second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());

      await chatMessage(t, marta.id, owner.id, 'Bom dia');
      await sweepBoth();
      expect(await queuedFor(t, owner.id)).toHaveLength(0);

      advance(16 * MINUTE);
      await sweepBoth();
      await sweepBoth();
      await t.app.notifications.drainEmails();
      const queued = await queuedFor(t, owner.id);
      expect(queued).toHaveLength(1);
      const mail = await t.mail.next(owner.email);
      expect(mail.subject).toBe('Conexão: mensagem por ler de Marta Neto');
      expect(mail.text).toContain(`conexao://chat/${marta.id}`);

      // A new message within the hour: no second email yet.
      await chatMessage(t, marta.id, owner.id, 'Está aí?');
      advance(16 * MINUTE);
      await sweepBoth();
      expect(await queuedFor(t, owner.id)).toHaveLength(1);

      advance(30 * MINUTE);
      await sweepBoth();
      expect(await queuedFor(t, owner.id)).toHaveLength(1);

      // An hour after the first email, the newer unread message gets its own.
      advance(15 * MINUTE);
      await sweepBoth();
      await sweepBoth();
      expect(await queuedFor(t, owner.id)).toHaveLength(2);
      // Nothing of it in the bell.
      expect(await storedFor(t, owner.id)).toHaveLength(0);
    } finally {
      await second.close();
    }
  });

  it('sends nothing while it is off (the default)', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const marta = await candidate(t);
    await chatMessage(t, marta.id, owner.id);
    t.clock.advance(20 * MINUTE);
    await t.app.notifications.sweep();
    expect(await queuedFor(t, owner.id)).toHaveLength(0);
  });
});

describe('unsubscribe links', () => {
  it('turn off exactly one kind for exactly one user, without signing in; tampered or other kinds fail', async () => {
    const t = await testApp();
    const owner = await employer(t);
    const jobId = await job(t, owner, 'Unsubscribe job');
    await apply(t, jobId, await candidate(t));
    const mail = await t.mail.next(owner.email);
    const link = /\/unsubscribe\/(\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const token = link!;

    const [userId, kind, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    for (const bad of [
      `${userId}.${kind}.${flipped}`,
      `${userId}.JOB_EXPIRED.${signature}`,
      `${randomUUID()}.${kind}.${signature}`,
      'not-a-token',
      unsubscribeToken(Buffer.alloc(32), owner.id, 'APPLICATION_RECEIVED'),
    ]) {
      const response = await call(t, 'POST', '/notifications/unsubscribe', undefined, { token: bad }, 'en');
      expect(response.statusCode, bad).toBe(400);
      expect(json(response).message).toBe(
        'This unsubscribe link is not valid. Change your choices in Settings.',
      );
    }
    const prefsBefore = json(await call(t, 'GET', '/notifications/preferences', owner.token)).data;
    expect(prefsBefore).toEqual({ preferences: DEFAULT_NOTIFICATION_PREFERENCES });

    const ok = await call(t, 'POST', '/notifications/unsubscribe', undefined, { token }, 'pt');
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toEqual({
      message: 'Deixará de receber estes emails.',
      data: { kind: 'APPLICATION_RECEIVED' },
    });
    // Using it twice is harmless.
    expect((await call(t, 'POST', '/notifications/unsubscribe', undefined, { token })).statusCode).toBe(200);

    const prefs = json(await call(t, 'GET', '/notifications/preferences', owner.token)).data as {
      preferences: NotificationPreferences;
    };
    expect(prefs.preferences).toEqual(
      withPreferences((p) => {
        p.APPLICATION_RECEIVED.email = false;
      }),
    );
    const before = (await queuedFor(t, owner.id)).length;
    await apply(t, jobId, await candidate(t, 'Rui', 'Sousa'));
    expect(await queuedFor(t, owner.id)).toHaveLength(before);
    const stored = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), inArray(notifications.kind, ['APPLICATION_RECEIVED'])));
    expect(stored).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(notificationEmails)
        .where(eq(notificationEmails.userId, randomUUID())),
    ).toHaveLength(0);
  });
});

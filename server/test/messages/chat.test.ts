import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_CHARS } from '@shared/constants';
import { conversationKey, roomName } from '@shared/realtime/events';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { applications, internships, messages } from '../../src/db/schema';
import { type TestApp, createTestApp, signedInAccount } from '../helper';
import { authed, connect, inbox, join, listen, quickRecruiter, quickUser, send } from './chat-helpers';
import { foundCompany } from '../company-fixture';

async function started(): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  onTestFinished(() => t.close());
  return { t, url: await listen(t.app) };
}

async function history(t: TestApp, token: string, a: string, b: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/messages/${a}/${b}${query}`, headers: authed(token) });
}

describe('chat over Socket.IO', () => {
  it('needs a valid token at the handshake, and a real account works end to end', async () => {
    const { t, url } = await started();
    await expect(connect(url, 'not-a-token')).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    const account = await signedInAccount(t, 'EMPLOYER');
    await foundCompany(t.app.ctx.db, account.userId, { companyName: 'Kianda' });
    const other = await quickUser(t.app, 'CANDIDATE');
    const socket = await connect(url, account.token);
    const ack = await send(socket, account.userId, other.id, 'Olá');
    expect(ack).toMatchObject({
      message: { senderId: account.userId, receiverId: other.id, message: 'Olá' },
    });
  });

  it('lets only the two participants join their room; a third user is refused and cannot read', async () => {
    const { t, url } = await started();
    const [a, b, c] = await Promise.all([
      quickRecruiter(t.app),
      quickUser(t.app, 'CANDIDATE'),
      quickRecruiter(t.app),
    ]);
    const room = roomName(a.id, b.id);
    const sa = await connect(url, a.token);
    const sc = await connect(url, c.token);
    expect(await join(sa, room)).toEqual({ ok: true });
    expect(await join(sc, room)).toEqual({ error: 'You cannot join this conversation.' });
    // Malformed, unsorted, self-only rooms and rooms with a user that does not exist.
    for (const bad of [
      'lobby',
      `${b.id}_${a.id}`.split('_').sort().reverse().join('_'),
      `${a.id}_${a.id}`,
      roomName(a.id, randomUUID()),
      `${room}_x`,
    ]) {
      expect(await join(sa, bad), bad).toEqual({ error: 'You cannot join this conversation.' });
    }
    // The third user's socket hears nothing of the conversation.
    const cInbox = inbox(sc);
    const aInbox = inbox(sa);
    await send(sa, a.id, b.id, 'private');
    await aInbox.until(1);
    expect(cInbox.received).toEqual([]);

    expect((await history(t, c.token, a.id, b.id)).statusCode).toBe(403);
    expect((await history(t, a.token, a.id, b.id)).statusCode).toBe(200);
    expect((await history(t, b.token, b.id, a.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/messages/${a.id}/${b.id}` })).statusCode).toBe(401);
    expect((await history(t, a.token, a.id, 'nope')).statusCode).toBe(400);
  });

  it('refuses a spoofed sender, and stores nothing', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    expect(await send(sa, b.id, a.id, 'I am B')).toEqual({ error: 'You do not have permission to do this.' });
    const body = (await history(t, a.token, a.id, b.id)).json();
    expect(body.data.data).toEqual([]);
  });

  it('refuses blank, oversized and self-addressed messages with the catalogue text (in the socket language)', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    expect(await send(sa, a.id, b.id, '   \n ')).toEqual({ error: 'Please enter a message.' });
    expect(await send(sa, a.id, b.id, 'x'.repeat(CHAT_MESSAGE_MAX_CHARS + 1))).toEqual({
      error: `A message can have at most ${CHAT_MESSAGE_MAX_CHARS} characters.`,
    });
    expect(await send(sa, a.id, a.id, 'me')).toEqual({ error: 'This person is not available for chat.' });
    expect(await send(sa, a.id, randomUUID(), 'ghost')).toEqual({
      error: 'This person is not available for chat.',
    });
    const exact = await send(sa, a.id, b.id, ` ${'y'.repeat(CHAT_MESSAGE_MAX_CHARS)} `);
    expect('message' in exact && exact.message.message).toBe('y'.repeat(CHAT_MESSAGE_MAX_CHARS));

    const pt = await connect(url, a.token, { lang: 'pt' });
    expect(await send(pt, a.id, b.id, '')).toEqual({ error: 'Por favor, escreva uma mensagem.' });
    const stored = (await history(t, a.token, a.id, b.id)).json().data.data;
    expect(stored).toHaveLength(1);
  });

  it('delivers a burst of 200 in the order sent, to the room and to the receiver outside it', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    const inRoom = await connect(url, b.token);
    const elsewhere = await connect(url, b.token); // same user, no room joined: personal room only
    expect(await join(inRoom, roomName(a.id, b.id))).toEqual({ ok: true });
    const roomInbox = inbox(inRoom);
    const personalInbox = inbox(elsewhere);
    const texts = Array.from({ length: 200 }, (_, i) => `message ${i}`);
    const acks = await Promise.all(texts.map((text) => send(sa, a.id, b.id, text)));
    expect(acks.every((ack) => 'message' in ack)).toBe(true);
    await Promise.all([roomInbox.until(200), personalInbox.until(200)]);
    expect(roomInbox.received.map((m) => m.message)).toEqual(texts);
    expect(personalInbox.received.map((m) => m.message)).toEqual(texts);
    const stored = (await history(t, b.token, b.id, a.id, '?limit=200')).json().data.data as {
      message: string;
    }[];
    expect(stored.map((m) => m.message)).toEqual(texts);
  });

  it('stores a retried send once and answers the stored copy', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    const clientId = randomUUID();
    const first = await send(sa, a.id, b.id, 'only once', clientId);
    const [again, concurrent] = await Promise.all([
      send(sa, a.id, b.id, 'only once', clientId),
      send(await connect(url, a.token), a.id, b.id, 'only once', clientId),
    ]);
    expect('message' in first).toBe(true);
    if (!('message' in first)) return;
    expect(again).toEqual({ message: first.message });
    expect(concurrent).toEqual({ message: first.message });
    expect((await history(t, a.token, a.id, b.id)).json().data.data).toHaveLength(1);
  });
});

describe('GET /messages/:senderId/:receiverId', () => {
  it('pages back with before (message id or ISO time) and a bounded limit, oldest first', async () => {
    const { t, url } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    const texts = Array.from({ length: 7 }, (_, i) => `m${i}`);
    for (const text of texts) await send(sa, a.id, b.id, text);

    const last = (await history(t, a.token, a.id, b.id, '?limit=3')).json().data;
    expect(last.data.map((m: { message: string }) => m.message)).toEqual(['m4', 'm5', 'm6']);
    expect(last.hasMore).toBe(true);
    const middle = (await history(t, a.token, a.id, b.id, `?limit=3&before=${last.data[0].id}`)).json().data;
    expect(middle.data.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2', 'm3']);
    const first = (await history(t, a.token, a.id, b.id, `?limit=3&before=${middle.data[0].id}`)).json().data;
    expect(first.data.map((m: { message: string }) => m.message)).toEqual(['m0']);
    expect(first.hasMore).toBe(false);

    const byTime = (
      await history(t, a.token, a.id, b.id, `?before=${encodeURIComponent(middle.data[0].timestamp)}`)
    ).json().data;
    expect(byTime.data.map((m: { message: string }) => m.message)).toEqual(['m0']);

    for (const bad of [
      '?limit=0',
      '?limit=201',
      '?limit=abc',
      '?before=yesterday',
      `?before=${randomUUID()}`,
    ]) {
      expect((await history(t, a.token, a.id, b.id, bad)).statusCode, bad).toBe(400);
    }
    const defaultPage = (await history(t, a.token, a.id, b.id)).json();
    expect(defaultPage.data.data).toHaveLength(7);
    expect(typeof defaultPage.message).toBe('string');
  });
});

describe('ordering within one millisecond', () => {
  it('keeps microsecond order in answers and pages without losing or repeating a message', async () => {
    const { t } = await started();
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    // Five messages inside one millisecond, inserted out of order.
    const micros = [500, 100, 400, 200, 300];
    await t.app.ctx.db.insert(messages).values(
      micros.map((us) => ({
        clientId: `c${us}`,
        senderId: a.id,
        receiverId: b.id,
        companyId: a.companyId,
        pairKey: conversationKey(a.companyId!, b.id),
        message: `at ${us}`,
        createdAt: sql`${`2026-03-01T10:00:00.000${us}Z`}::timestamptz`,
      })),
    );
    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const page = (await history(t, b.token, b.id, a.id, query)).json().data;
      seen.unshift(...page.data.map((m: { message: string }) => m.message));
      if (!page.hasMore) break;
      query = `?limit=2&before=${page.data[0].id}`;
    }
    expect(seen).toEqual(['at 100', 'at 200', 'at 300', 'at 400', 'at 500']);
    const all = (await history(t, b.token, b.id, a.id)).json().data.data;
    expect(all[0].timestamp).toBe('2026-03-01T10:00:00.000100Z');
  });
});

describe('GET /messages/conversations', () => {
  it('lists conversations newest first with unread counts, and reading a thread clears them', async () => {
    const { t, url } = await started();
    const employer = await quickRecruiter(t.app, { firstName: 'Eva', lastName: 'Neto' });
    const ana = await quickUser(t.app, 'CANDIDATE', { firstName: 'Ana', lastName: 'Silva' });
    const rui = await quickUser(t.app, 'CANDIDATE', { firstName: 'Rui' });
    const se = await connect(url, employer.token);
    const sAna = await connect(url, ana.token);
    const sRui = await connect(url, rui.token);
    await send(se, employer.id, ana.id, 'Hello Ana');
    await send(sAna, ana.id, employer.id, 'Hi!');
    await send(sAna, ana.id, employer.id, 'When can we talk?');
    await send(sRui, rui.id, employer.id, 'Bom dia');

    // Ana applied to two of the employer's jobs; the latest application is the one shown.
    const company = { id: employer.companyId! };
    const [job1, job2] = await t.app.ctx.db
      .insert(internships)
      .values([
        { companyId: company.id, postedBy: employer.id, title: 'Old job' },
        { companyId: company.id, postedBy: employer.id, title: 'Developer' },
      ])
      .returning();
    await t.app.ctx.db
      .insert(applications)
      .values({ internshipId: job1!.id, userId: ana.id, status: 'REJECTED' });
    const [latest] = await t.app.ctx.db
      .insert(applications)
      .values({
        internshipId: job2!.id,
        userId: ana.id,
        status: 'SHORTLISTED',
        createdAt: new Date(Date.now() + 1000),
      })
      .returning();

    const list = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/messages/conversations', headers: authed(token) })).json()
        .data;

    const mine = await list(employer.token);
    expect(mine.unreadTotal).toBe(3);
    expect(mine.conversations.map((c: { userId: string }) => c.userId)).toEqual([rui.id, ana.id]);
    expect(mine.conversations[0]).toMatchObject({
      first_name: 'Rui',
      unreadCount: 1,
      lastMessage: { senderId: rui.id, message: 'Bom dia' },
      application: null,
    });
    expect(mine.conversations[1]).toMatchObject({
      first_name: 'Ana',
      last_name: 'Silva',
      unreadCount: 2,
      lastMessage: { message: 'When can we talk?' },
      application: { id: latest!.id, status: 'SHORTLISTED', title: 'Developer' },
    });
    expect(JSON.stringify(mine)).not.toMatch(/password|email/i);

    // Ana sees the employer's company (issue 18), with no application info (that is for members only).
    const hers = await list(ana.token);
    expect(hers.conversations).toHaveLength(1);
    expect(hers.conversations[0]).toMatchObject({
      userId: company.id,
      first_name: 'Company of Eva',
      last_name: null,
      unreadCount: 1,
      application: null,
    });

    await history(t, employer.token, employer.id, ana.id);
    const after = await list(employer.token);
    expect(after.unreadTotal).toBe(1);
    expect(after.conversations[1].unreadCount).toBe(0);

    const read = await t.app.inject({
      method: 'POST',
      url: `/messages/${rui.id}/read`,
      headers: authed(employer.token),
    });
    expect(read.json().data).toEqual({ read: 1 });
    expect((await list(employer.token)).unreadTotal).toBe(0);
    // Ana's unread message from the employer was not touched by the employer reading.
    expect((await list(ana.token)).unreadTotal).toBe(1);
  });
});

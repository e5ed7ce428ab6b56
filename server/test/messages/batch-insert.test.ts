import { randomUUID } from 'node:crypto';
import { roomName } from '@shared/realtime/events';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../src/db/client';
import { messages, users } from '../../src/db/schema';
import { type NewMessage, createMessagesRepository } from '../../src/modules/messages/repository';
import { createTestApp, testDatabase, uniqueEmail } from '../helper';
import { connect, join, listen, quickRecruiter, quickUser, send } from './chat-helpers';

/**
 * Group commit of chat messages (message-batcher.ts + the repository's multi-row INSERT):
 * concurrent sends share one statement, and every caller still gets the answer a lone
 * INSERT would give it. Statements are counted through a proxy of the database.
 */

/** The test database, with the statements started through it counted (and the SELECTs among them). */
async function countedDatabase() {
  const { db } = await testDatabase();
  const counts = { statements: 0, selects: 0 };
  const starts = new Set<PropertyKey>(['insert', 'select', 'update', 'delete', 'execute']);
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (starts.has(property)) counts.statements += 1;
      if (property === 'select') counts.selects += 1;
      return Reflect.get(target, property, receiver);
    },
  }) as Database;
  return { db, counted, counts };
}

/** Users written straight into the database. */
async function newUsers(db: Database, n: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, () => ({ email: uniqueEmail('batch'), role: 'CANDIDATE' as const })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

function draft(senderId: string, receiverId: string, text: string, clientId = randomUUID()): NewMessage {
  return {
    senderId,
    receiverId,
    companyId: null,
    pairKey: roomName(senderId, receiverId),
    clientId,
    message: text,
  };
}

async function storedCopies(db: Database, senderId: string, clientId: string): Promise<number> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return rows.length;
}

describe('messages repository: group commit', () => {
  it('stores the concurrent messages of many senders with one INSERT, each answered with its own row', async () => {
    const { db, counted, counts } = await countedDatabase();
    const [receiver, ...senders] = await newUsers(db, 31);
    const flushes: number[] = [];
    const repo = createMessagesRepository(counted, { batch: { onFlush: (size) => flushes.push(size) } });
    const drafts = senders.map((sender, i) => draft(sender, receiver!, `hello ${i}`));

    const results = await Promise.all(drafts.map((d) => repo.insertOnce(d)));

    expect(flushes).toEqual([30]);
    expect(counts).toEqual({ statements: 1, selects: 0 });
    results.forEach((result, i) => {
      expect(result).toMatchObject({
        created: true,
        message: {
          senderId: senders[i],
          receiverId: receiver,
          clientId: drafts[i]!.clientId,
          message: `hello ${i}`,
        },
      });
    });
    expect(new Set(results.map((r) => r!.message.id)).size).toBe(30);
    const stored = await db
      .select({ id: messages.id })
      .from(messages)
      .where(inArray(messages.senderId, senders as string[]));
    expect(stored.map((r) => r.id).sort()).toEqual(results.map((r) => r!.message.id).sort());
  });

  it('stores texts exactly as sent, whatever quoting the statement needs', async () => {
    const { db } = await testDatabase();
    const [a, b] = await newUsers(db, 2);
    const repo = createMessagesRepository(db);
    const texts = [
      'NULL',
      'null',
      '"quoted", {braced}, back\\slash \\" and \'single\'',
      '{"a":1}',
      '  spaced  ',
      'linha 1\nlinha 2\ttab',
      'Olá, ção 🇦🇴 — ✓',
      '$1 ::uuid[] ); drop table messages; --',
    ];
    const results = await Promise.all(texts.map((text) => repo.insertOnce(draft(a!, b!, text))));
    expect(results.map((r) => r!.message.message)).toEqual(texts);
    const page = await repo.page(roomName(a!, b!), null, 20);
    expect(page.items.map((m) => m.message)).toEqual(texts);
  });

  it('splits at the size cap: 250 messages in batches of 100, 100 and 50', async () => {
    const { db } = await testDatabase();
    const [a, b] = await newUsers(db, 2);
    const flushes: number[] = [];
    const repo = createMessagesRepository(db, { batch: { maxSize: 100, onFlush: (n) => flushes.push(n) } });
    const results = await Promise.all(
      Array.from({ length: 250 }, (_, i) => repo.insertOnce(draft(a!, b!, `m${i}`))),
    );
    expect(flushes).toEqual([100, 100, 50]);
    expect(results.every((r) => r?.created === true)).toBe(true);
    expect(results.map((r) => r!.message.message)).toEqual(Array.from({ length: 250 }, (_, i) => `m${i}`));
  });

  it('answers a retry inside one batch and across batches with the first stored copy', async () => {
    const { db, counted, counts } = await countedDatabase();
    const [a, b, c] = await newUsers(db, 3);
    const repo = createMessagesRepository(counted);
    const key = randomUUID();

    const [first, retryInBatch, other] = await Promise.all([
      repo.insertOnce(draft(a!, b!, 'first', key)),
      repo.insertOnce(draft(a!, b!, 'first, sent again', key)),
      repo.insertOnce(draft(c!, b!, 'from c')),
    ]);
    expect(first).toMatchObject({ created: true, message: { message: 'first', clientId: key } });
    expect(retryInBatch).toEqual({ created: false, message: first!.message });
    expect(other).toMatchObject({ created: true, message: { senderId: c, message: 'from c' } });
    expect(counts).toEqual({ statements: 1, selects: 0 });

    const [retryLater, fresh, sameKeyOtherSender] = await Promise.all([
      repo.insertOnce(draft(a!, b!, 'third time', key)),
      repo.insertOnce(draft(c!, a!, 'new one')),
      repo.insertOnce(draft(b!, a!, 'b may use the same client id', key)),
    ]);
    expect(retryLater).toEqual({ created: false, message: first!.message });
    expect(fresh).toMatchObject({ created: true, message: { message: 'new one' } });
    expect(sameKeyOtherSender).toMatchObject({ created: true, message: { senderId: b, clientId: key } });
    // One INSERT for the batch, one SELECT for the copy it did not return.
    expect(counts).toEqual({ statements: 3, selects: 1 });
    expect(await storedCopies(db, a!, key)).toBe(1);
  });

  it('stores the rest of a batch holding a message to a receiver that does not exist, and answers null for it', async () => {
    const { db } = await testDatabase();
    const [r, s1, s2, s3] = await newUsers(db, 4);
    const flushes: number[] = [];
    const repo = createMessagesRepository(db, { batch: { onFlush: (n) => flushes.push(n) } });
    const drafts = [draft(s1!, r!, 'one'), draft(s2!, randomUUID(), 'to nobody'), draft(s3!, r!, 'three')];

    const results = await Promise.all(drafts.map((d) => repo.insertOnce(d)));

    expect(flushes).toEqual([3]);
    expect(results[0]).toMatchObject({ created: true, message: { senderId: s1, message: 'one' } });
    expect(results[1]).toBeNull();
    expect(results[2]).toMatchObject({ created: true, message: { senderId: s3, message: 'three' } });
    expect(await storedCopies(db, s1!, drafts[0]!.clientId)).toBe(1);
    expect(await storedCopies(db, s2!, drafts[1]!.clientId)).toBe(0);
    expect(await storedCopies(db, s3!, drafts[2]!.clientId)).toBe(1);
  });

  it('fails only the message PostgreSQL refuses (a NUL character), not the rest of its batch', async () => {
    const { db } = await testDatabase();
    const [r, s1, s2] = await newUsers(db, 3);
    const repo = createMessagesRepository(db);
    const drafts = [draft(s1!, r!, 'fine'), draft(s2!, r!, 'bad \u0000 text')];

    const [good, bad] = await Promise.allSettled(drafts.map((d) => repo.insertOnce(d)));

    expect(good).toMatchObject({
      status: 'fulfilled',
      value: { created: true, message: { message: 'fine' } },
    });
    expect(bad?.status).toBe('rejected');
    expect(await storedCopies(db, s1!, drafts[0]!.clientId)).toBe(1);
  });

  it("keeps a conversation's order inside one batch: strictly increasing times, history in batch order", async () => {
    const { db } = await testDatabase();
    const [a, b] = await newUsers(db, 2);
    const repo = createMessagesRepository(db);
    const texts = Array.from({ length: 40 }, (_, i) => `turn ${i}`);

    const results = await Promise.all(
      texts.map((text, i) => repo.insertOnce(i % 2 === 0 ? draft(a!, b!, text) : draft(b!, a!, text))),
    );

    const times = results.map((r) => r!.message.timestamp);
    for (let i = 1; i < times.length; i++) expect(times[i]! > times[i - 1]!, `${i}: ${times[i]}`).toBe(true);
    const page = await repo.page(roomName(a!, b!), null, 100);
    expect(page.items.map((m) => m.message)).toEqual(texts);
  });

  it("stores one sender's burst (each send waiting for the previous, as a socket does) in order among other senders", async () => {
    const { db } = await testDatabase();
    const [a, b, ...others] = await newUsers(db, 12);
    const flushes: number[] = [];
    const repo = createMessagesRepository(db, { batch: { onFlush: (n) => flushes.push(n) } });
    const texts = Array.from({ length: 30 }, (_, i) => `burst ${i}`);
    const burst = (async () => {
      for (const text of texts) await repo.insertOnce(draft(a!, b!, text));
    })();
    const noise = Promise.all(
      others.flatMap((o) => Array.from({ length: 5 }, (_, i) => repo.insertOnce(draft(o, b!, `noise ${i}`)))),
    );
    await Promise.all([burst, noise]);

    // The first batch held the burst's first message with all the noise: they did share statements.
    expect(flushes[0]).toBe(51);
    const page = await repo.page(roomName(a!, b!), null, 100);
    expect(page.items.map((m) => m.message)).toEqual(texts);
  });
});

describe('sendMessage and the receiver cache', () => {
  it('refuses a receiver deleted after joinRoom cached it, without storing anything', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const url = await listen(t.app);
    const [a, b] = await Promise.all([quickRecruiter(t.app), quickUser(t.app, 'CANDIDATE')]);
    const sa = await connect(url, a.token);
    expect(await join(sa, roomName(a.id, b.id))).toEqual({ ok: true });
    await t.app.ctx.db.delete(users).where(eq(users.id, b.id));
    const refused = { error: 'This person is not available for chat.' };
    // First through the foreign key (the cache still knew b), then through the cache's lookup.
    expect(await send(sa, a.id, b.id, 'are you there?')).toEqual(refused);
    expect(await send(sa, a.id, b.id, 'hello?')).toEqual(refused);
    const left = await t.app.ctx.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.senderId, a.id));
    expect(left).toEqual([]);
  });
});

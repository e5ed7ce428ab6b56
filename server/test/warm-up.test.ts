import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client';
import { authSessions, notifications } from '../src/db/schema';
import { NOBODY_ID, compileSchemas, warmUp } from '../src/http/warm-up';
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/constants';
import type { Mailer } from '../src/mail/mailer';
import type { NotificationsRepository } from '../src/modules/notifications/repository';
import { createNotificationsService } from '../src/modules/notifications/service';
import { createTestApp, ownDatabase } from './helper';

/** Log lines (JSON) of an app, for reading what the warm-up said. */
function logLines(): { lines: Array<{ level: number; msg: string }>; stream: Writable } {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('start-up warm-up', () => {
  it('compiles every object schema nested in a definition, each once', () => {
    const item = z.object({ id: z.string(), tags: z.array(z.string()) });
    const schema = z.object({
      items: z.array(item),
      first: item.nullable(),
      either: z.union([z.object({ a: z.number() }), z.literal('none')]),
      count: z.number().int().optional(),
    });
    // The outer object, `item` (inside an array and inside a nullable: once) and the union's
    // {a}; the same schema given twice, and nothing given, add none.
    expect(compileSchemas([schema, undefined, schema])).toBe(3);
    expect(compileSchemas([z.object({ deep: z.array(z.array(z.object({ x: z.object({}) }))) })])).toBe(3);
  });

  it('logs a failing step and still runs the rest', async () => {
    const { lines, stream } = logLines();
    const t = await createTestApp({ logger: { level: 'debug', stream } });
    onTestFinished(() => t.close());
    const after = vi.fn();
    await warmUp(t.app.log, [
      {
        name: 'a broken step',
        run: () => {
          throw new Error('boom');
        },
      },
      { name: 'the next step', run: after },
    ]);
    expect(after).toHaveBeenCalledOnce();
    expect(lines.some((l) => l.level === 40 && l.msg.includes('warm-up: a broken step failed'))).toBe(true);
  });

  it('runs before the server answers, reads the feed and the session of nobody, and writes nothing', async () => {
    // A database of the test's own: on PostgreSQL the suite's is shared with files running beside.
    const database = await ownDatabase();
    const before = await rowCounts(database.db);
    const { lines, stream } = logLines();
    const warm = await createTestApp({ database, warmUp: true, logger: { level: 'debug', stream } });
    onTestFinished(() => warm.close());
    expect(lines.some((l) => /^warm-up: 4 steps in \d+ ms$/.test(l.msg))).toBe(true);
    // No step failed (each failure is a warning naming it).
    expect(lines.filter((l) => l.msg.startsWith('warm-up:') && l.level >= 40)).toEqual([]);
    expect(await rowCounts(warm.database.db)).toEqual(before);
    // The app answers as usual afterwards.
    expect((await warm.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it("reads the feed's first and older page for nobody, in each language, and every kind's texts", async () => {
    const calls: unknown[][] = [];
    const repo = {
      feed: async (...args: unknown[]) => {
        calls.push(['feed', ...args]);
        return [];
      },
      unreadCount: async (...args: unknown[]) => {
        calls.push(['unreadCount', ...args]);
        return 0;
      },
    };
    const service = createNotificationsService({
      repo: repo as unknown as NotificationsRepository,
      clock: { now: () => new Date('2026-11-27T10:00:00Z') },
      mailer: { send: async () => {}, close: async () => {} } as unknown as Mailer,
      unsubscribeKey: Buffer.alloc(32),
      webUrl: 'http://web.test',
      log: { warn: () => {}, error: () => {} },
      emit: () => {},
    });
    await service.warmUp();
    const nobody = NOBODY_ID;
    const page = NOTIFICATIONS_PAGE_SIZE + 1;
    const firstAndOlder = [
      ['feed', nobody, page, null],
      ['unreadCount', nobody],
      ['feed', nobody, page, nobody],
      ['unreadCount', nobody],
    ];
    expect(calls).toEqual([...firstAndOlder, ...firstAndOlder]);
  });
});

async function rowCounts(db: DatabaseHandle['db']) {
  const [n] = await db.select({ n: count() }).from(notifications);
  const [s] = await db.select({ n: count() }).from(authSessions);
  return { notifications: Number(n?.n), sessions: Number(s?.n) };
}

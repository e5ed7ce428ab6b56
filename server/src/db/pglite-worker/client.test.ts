import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, openPglite } from '../client';
import { sqlState } from '../errors';
import { pgliteExtensions } from '../pglite-extensions';
import { openPgliteInWorker } from './client';

/**
 * The server's PGlite in a worker thread (client.ts, issue 20): the same answers as PGlite on the
 * server's thread, errors and transactions as PGlite has them, and the server's thread free while
 * a statement runs.
 */
const temps: string[] = [];
const temp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `conexao-pglite-worker-${label}-`));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Statements whose answers cover the types the server reads, with fixed values. */
async function answers(db: DatabaseHandle['db']) {
  const types = await db.execute(sql`
    select '2026-11-29 10:00:00+00'::timestamptz as at, '2026-11-29'::date as day,
      array['Luanda', 'Huambo'] as cities, array[1, 2]::int[] as numbers,
      '{"skills": ["Excel"]}'::jsonb as profile, 1.50::numeric as amount,
      12345678901::bigint as big, null::text as nothing, true as yes, 'Conexão' as name`);
  const counted = await db.execute(sql`select count(*)::int as n from users`);
  const params = await db.execute(
    sql`select ${'ana'}::text as word, ${42}::int as answer, ${JSON.stringify(['a', 'b'])}::jsonb as list`,
  );
  return { types: types.rows, counted: counted.rows, params: params.rows };
}

/** How many 5 ms ticks the server's thread took while `work` ran (0: it was blocked). */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('PGlite in a worker thread', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = temp('data');
    // The server's own way in: a migrated copy of the template, opened in the worker.
    handle = await openDatabase({ databaseUrl: null, dataDir });
    await handle.migrate();
  }, 120_000);

  it('answers as PGlite on the server’s thread does, and keeps the server’s thread free meanwhile', async () => {
    const inWorker = await answers(handle.db);
    expect(inWorker.types[0]).toMatchObject({ cities: ['Luanda', 'Huambo'], name: 'Conexão', yes: true });
    expect(inWorker.params[0]).toEqual({ word: 'ana', answer: 42, list: ['a', 'b'] });
    const sleeping = () => handle.db.execute(sql`select pg_sleep(0.3)`);
    const workerTicks = await ticksDuring(sleeping);
    await handle.close();

    // The same folder on this thread, as the server opened it before (and tests still do).
    const local = await openPglite(
      await PGlite.create(path.join(dataDir, 'pglite'), { extensions: await pgliteExtensions() }),
    );
    try {
      expect(await answers(local.db)).toEqual(inWorker);
      const localTicks = await ticksDuring(() => local.db.execute(sql`select pg_sleep(0.3)`));
      // 300 ms of a statement: ~60 ticks in a worker, none on this thread (it cannot turn).
      expect(localTicks).toBeLessThanOrEqual(2);
      expect(workerTicks).toBeGreaterThanOrEqual(20);
    } finally {
      await local.close();
    }
    handle = await openDatabase({ databaseUrl: null, dataDir });
  }, 60_000);

  it('gives PostgreSQL’s errors and rolls a failed transaction back', async () => {
    const { db } = handle;
    await db.execute(sql`create table if not exists worker_test (id int primary key, note text)`);
    await db.execute(sql`insert into worker_test values (1, 'first')`);
    const duplicate = await db.execute(sql`insert into worker_test values (1, 'again')`).catch((e) => e);
    expect(sqlState(duplicate)).toBe('23505');

    // A statement that fails inside a transaction takes the transaction's earlier writes with it.
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_test values (2, 'in the transaction')`);
        await tx.execute(sql`insert into worker_test values (1, 'duplicate')`);
      })
      .catch((e) => e);
    expect(sqlState(failed)).toBe('23505');
    // So does an error thrown by the server's own code.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into worker_test values (3, 'thrown')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const kept = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_test values (4, 'committed')`);
      return (await tx.execute(sql`select count(*)::int as n from worker_test`)).rows[0];
    });
    expect(kept).toEqual({ n: 2 });
    const rows = await db.execute(sql`select id, note from worker_test order by id`);
    expect(rows.rows).toEqual([
      { id: 1, note: 'first' },
      { id: 4, note: 'committed' },
    ]);
  });

  it('answers statements sent together, each its own', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word ${i}`);
    const echoed = await Promise.all(
      words.map(async (word) => (await handle.db.execute(sql`select ${word}::text as word`)).rows[0]),
    );
    expect(echoed).toEqual(words.map((word) => ({ word })));
  });

  it('refuses statements once closed, and says why a folder cannot be opened', async () => {
    await handle.close();
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/closed/) },
    });

    // Not a PGlite folder: PostgreSQL refuses it, and the open says so instead of hanging.
    const broken = temp('broken');
    mkdirSync(path.join(broken, 'base'));
    writeFileSync(path.join(broken, 'PG_VERSION'), '9\n');
    await expect(openPgliteInWorker(broken, PGlite.defaultStartParams)).rejects.toThrow(/could not open/);
  }, 60_000);
});

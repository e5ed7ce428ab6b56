import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openDatabase, openPostgres } from '../src/db/client';

/**
 * Issue 20: the first requests on a fresh server were the slowest of a cold pass, each waiting for
 * a new PostgreSQL backend. The warm-up opens every connection of the pool (connectAll) and the
 * pool keeps them open while idle. Counted in pg_stat_activity by an application name of the
 * test's own.
 */

const suiteDatabase = inject('testDatabaseUrl');
const onPostgres = Boolean(suiteDatabase);

describe("the PostgreSQL pool's connections", () => {
  it.runIf(onPostgres)('are all opened by connectAll and stay open while idle', async () => {
    const name = `conexao-connect-all-${randomUUID()}`;
    // Idle connections past the minimum would close after 50 ms.
    const handle = await openPostgres(String(suiteDatabase), {
      application_name: name,
      idleTimeoutMillis: 50,
    });
    onTestFinished(() => handle.close());
    const open = async () => {
      const seen = await handle.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
      );
      return Number(seen.rows[0]?.n);
    };
    await handle.connectAll();
    expect(await open()).toBe(handle.connections);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await open()).toBe(handle.connections);
  });

  it.runIf(onPostgres)('are as many as DATABASE_POOL_SIZE says', async () => {
    const name = `conexao-pool-size-${randomUUID()}`;
    const url = new URL(String(suiteDatabase));
    url.searchParams.set('application_name', name);
    const handle = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: '/nonexistent',
      databasePoolSize: 3,
    });
    onTestFinished(() => handle.close());
    await handle.connectAll();
    const seen = await handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
    );
    expect(handle.connections).toBe(3);
    expect(Number(seen.rows[0]?.n)).toBe(3);
  });

  it.runIf(onPostgres)('go back to the pool when one of them cannot open', async () => {
    // A role PostgreSQL lets open two connections: the pool's third fails at start.
    const role = `conexao_limited_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = await openPostgres(String(suiteDatabase), { max: 1 });
    onTestFinished(async () => {
      await admin.db.execute(sql.raw(`drop role if exists ${role}`));
      await admin.close();
    });
    await admin.db.execute(sql.raw(`create role ${role} login connection limit 2`));
    const url = new URL(String(suiteDatabase));
    url.username = role;
    const handle = await openPostgres(url.toString(), { max: 3 });
    onTestFinished(() => handle.close());

    await expect(handle.connectAll()).rejects.toThrow(/too many connections/);
    // The two that opened serve requests; kept out of the pool, every query would need a third.
    const answered = await handle.db.execute(sql`select 1 as one`);
    expect(answered.rows[0]).toEqual({ one: 1 });
  });

  it.skipIf(onPostgres)(
    'is skipped on PGlite: set DATABASE_URL to run it (PGlite has one connection)',
    () => {
      console.info('connection pool test skipped: it runs on PostgreSQL (DATABASE_URL)');
      expect(onPostgres).toBe(false);
    },
  );
});

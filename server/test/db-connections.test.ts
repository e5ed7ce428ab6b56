import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openPostgres } from '../src/db/client';

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
    expect(await open()).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await open()).toBe(10);
  });

  it.skipIf(onPostgres)(
    'is skipped on PGlite: set DATABASE_URL to run it (PGlite has one connection)',
    () => {
      console.info('connection pool test skipped: it runs on PostgreSQL (DATABASE_URL)');
      expect(onPostgres).toBe(false);
    },
  );
});

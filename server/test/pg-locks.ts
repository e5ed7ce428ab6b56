import type pg from 'pg';
import { onTestFinished } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';

/**
 * For tests that make PostgreSQL transactions meet on a lock in a set order: a connection of
 * their own from the handle's pool, and a wait until a backend is blocked on a lock.
 */

/** The node-postgres pool under a PostgreSQL handle. */
function poolOf(database: DatabaseHandle): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

/** A connection of the test's own, closed when the test ends (whatever state it was left in). */
export async function ownConnection(database: DatabaseHandle): Promise<pg.PoolClient> {
  const client = await poolOf(database).connect();
  onTestFinished(() => client.release(true));
  return client;
}

/**
 * Waits until backend `pid` (or, without one, any backend of this database) is blocked on a
 * lock, so the next step certainly meets it there; answers the blocked backend's pid.
 */
export async function blockedOnALock(watcher: pg.ClientBase, pid?: number): Promise<number> {
  for (let tries = 0; tries < 500; tries += 1) {
    const seen = await watcher.query(
      `select pid from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database() and ($1::int is null or pid = $1)`,
      [pid ?? null],
    );
    if (seen.rows[0]) return Number(seen.rows[0].pid);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${pid === undefined ? 'no backend' : `backend ${pid}`} waited on a lock`);
}

/**
 * For a write already sent that is to wait on a lock (`work`): answers once a backend (`pid`, or
 * any) is blocked on one (blockedOnALock), with the write boxed, so the caller releases what it
 * waits for and then awaits `done`. Until then a failure is kept in `done`, not reported as
 * unhandled.
 */
export async function sentAndBlocked<T>(
  watcher: pg.ClientBase,
  work: Promise<T>,
  pid?: number,
): Promise<{ done: Promise<T> }> {
  work.catch(() => {});
  await blockedOnALock(watcher, pid);
  return { done: work };
}

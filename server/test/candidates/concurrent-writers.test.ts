import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { ownDatabase } from '../helper';
import { ownConnection, sentAndBlocked } from '../pg-locks';

/**
 * Issue 20: the candidates' counts (candidate_days, 0032; candidate_filter_counts, 0033) are kept
 * by statement triggers on users, and every insert or delete on users also bumps list_versions
 * 'candidates' (0005). A transaction that inserted any account (the seed's employer first, then
 * its candidates) held that version row while it went on to lock day rows, and a sign-up in
 * between held today's row while it waited for the version: PostgreSQL found a deadlock and
 * failed one of them (40P01), in CI and as it could in production. Migration 0034 makes every
 * writer of those counts lock the version row first, so writers queue on that one row instead.
 */

const onPostgres = Boolean(inject('testDatabaseUrl'));

/** Candidates inserted in one statement, created over the last `days` days (today included). */
function insertCandidates(tag: string, count: number, days: number): string {
  return `insert into users (email, role, email_verified, city, skills, availability, created_at)
    select 'concurrent.${tag}.' || g || '@example.com', 'CANDIDATE', true,
           (array['Luanda','Huambo','Benguela'])[1 + g % 3], jsonb_build_array('Excel', 'SQL ' || g % 4),
           'FULL_TIME', now() - (g % ${days}) * interval '1 day'
    from generate_series(1, ${count}) as g`;
}

/** Each kept count that differs from the users counted under the list's own conditions. */
async function countsOff(database: DatabaseHandle): Promise<unknown[]> {
  const result = await database.db.execute(sql`
    with counted as (
      select 'day' as kind, (created_at at time zone 'UTC')::date::text as value, count(*)::int as n
      from users where role = 'CANDIDATE' group by 2
      union all
      select 'city', city, count(*)::int from users where role = 'CANDIDATE' and city is not null group by 2
    ),
    kept as (
      select 'day' as kind, day::text as value, count from candidate_days where count > 0
      union all
      select kind, value, count from candidate_filter_counts where kind = 'city' and count > 0
    )
    select kind, value, counted.n as counted, kept.count as kept
    from counted full join kept using (kind, value)
    where counted.n is distinct from kept.count`);
  return result.rows;
}

describe('writers of the candidates counts at the same time', { timeout: 60_000 }, () => {
  it.runIf(onPostgres)(
    'a sign-up between a seed’s employer and its candidates waits, and neither fails',
    async () => {
      const database = await ownDatabase();
      const [seed, signUp, watcher] = await Promise.all([
        ownConnection(database),
        ownConnection(database),
        ownConnection(database),
      ]);
      const signUpPid = Number((await signUp.query('select pg_backend_pid() as pid')).rows[0].pid);

      // The seed's transaction: its employer first, which bumps (and holds) the version row.
      await seed.query('begin');
      await seed.query(
        `insert into users (email, role, email_verified) values ('seed.owner@example.com', 'EMPLOYER', true)`,
      );
      // A candidate signs up today, on its own, and waits for the seed's transaction.
      const { done: signedUp } = await sentAndBlocked(
        watcher,
        signUp.query(
          `insert into users (email, role, email_verified) values ('${randomUUID()}@example.com', 'CANDIDATE', true)`,
        ),
        signUpPid,
      );
      // The seed's candidates cover today too: before 0034 this waited on the sign-up's day row
      // while the sign-up waited on the seed's version row.
      await seed.query(insertCandidates('seed', 400, 60));
      await seed.query('commit');
      await signedUp;

      expect(await countsOff(database)).toEqual([]);
      const total = await database.db.execute(sql`select sum(count)::int as n from candidate_days`);
      expect(total.rows[0]?.n).toBe(401);
    },
  );

  it.runIf(onPostgres)(
    'transactions and single statements inserting and deleting candidates over many days all commit, counted exactly',
    async () => {
      const database = await ownDatabase();
      // Three writers (the pool holds four: one is left for the check), side by side, four rounds
      // each. The first and the last write as the seed does: an employer, candidates over a year,
      // some of them deleted again, in one transaction. The middle one writes as sign-ups, closed
      // accounts and saved profiles do: each statement on its own, over many days too.
      const writers = await Promise.all([0, 1, 2].map(() => ownConnection(database)));
      const rounds = async (client: pg.PoolClient, writer: number) => {
        const inOneTransaction = writer !== 1;
        for (let round = 0; round < 4; round += 1) {
          const tag = `w${writer}r${round}`;
          if (inOneTransaction) await client.query('begin');
          try {
            if (inOneTransaction) {
              await client.query(
                `insert into users (email, role, email_verified) values ('${tag}.owner@example.com', 'EMPLOYER', true)`,
              );
            }
            await client.query(insertCandidates(tag, 150 + writer * 37, 365 - writer * 50));
            await client.query(`delete from users where email like 'concurrent.${tag}.%' and random() < 0.3`);
            // Profiles saved: a new city for some of everyone's committed candidates.
            if (!inOneTransaction) {
              await client.query(
                `update users set city = 'Lubango' where email like 'concurrent.%' and city <> 'Lubango' and random() < 0.1`,
              );
            }
            if (inOneTransaction) await client.query('commit');
          } catch (error) {
            // A failed transaction keeps its locks until it ends: the other writers would wait on it.
            if (inOneTransaction) await client.query('rollback');
            throw error;
          }
        }
      };
      const outcomes = await Promise.allSettled(writers.map(rounds));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect(await countsOff(database)).toEqual([]);
    },
  );

  it.skipIf(onPostgres)(
    'is skipped on PGlite: set DATABASE_URL to run it (PGlite has one connection)',
    () => {
      console.info('concurrent writers test skipped: it needs PostgreSQL (DATABASE_URL)');
      expect(onPostgres).toBe(false);
    },
  );
});

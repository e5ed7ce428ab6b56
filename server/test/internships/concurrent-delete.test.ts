import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { createInternshipRepository } from '../../src/modules/internships/repository';
import { ownDatabase } from '../helper';
import { ownConnection, sentAndBlocked } from '../pg-locks';

/**
 * Issue 20: deleting a job cascades to its applications, whose statement triggers write the
 * company's counts and bump its row, and the job's own BEFORE DELETE trigger writes the
 * dashboard's day rows. A deletion locked the job, then the day rows, then its applications and
 * only then the company's row. A colleague's move holds its application and may then need a
 * key-share lock on the job; an application to another of the company's jobs holds the
 * company's row and then needs today's day row: against either, the deletion deadlocked
 * (40P01) and answered 500. The deletion now locks the job's applications before the job
 * (internships/repository.ts) and the company's row before the day rows (migration 0036).
 * Each test holds the other writer by hand at the point where they met.
 */

const onPostgres = Boolean(inject('testDatabaseUrl'));

/** A company with two jobs, J1 holding one application made today. */
async function companyWithJobs(database: DatabaseHandle) {
  const one = async (query: ReturnType<typeof sql>) => String((await database.db.execute(query)).rows[0]?.id);
  const person = (email: string, role: string) =>
    one(sql`insert into users (email, role, email_verified) values (${email}, ${role}, true) returning id`);
  const boss = await person('boss@example.com', 'EMPLOYER');
  const company = await one(
    sql`insert into companies (company_name, created_by) values ('Empresa', ${boss}) returning id`,
  );
  await database.db.execute(
    sql`insert into company_members (user_id, company_id, role) values (${boss}, ${company}, 'OWNER')`,
  );
  const job = (title: string) =>
    one(sql`insert into internships (company_id, title) values (${company}, ${title}) returning id`);
  const [first, second] = [await job('J1'), await job('J2')];
  const applied = await one(
    sql`insert into applications (internship_id, user_id) values (${first}, ${await person('c1@example.com', 'CANDIDATE')}) returning id`,
  );
  const newcomer = await person('c2@example.com', 'CANDIDATE');
  return { company, first, second, applied, newcomer };
}

/** Each kept count (per job, per company, per day) that differs from the applications counted. */
async function countsOff(database: DatabaseHandle): Promise<unknown[]> {
  const result = await database.db.execute(sql`
    with counted as (
      select internship_id::text as key, status as part, count(*)::int as n from applications group by 1, 2
      union all
      select company_id::text, status, count(*)::int from applications group by 1, 2
      union all
      select company_id::text, ((created_at at time zone 'UTC') + interval '1 hour')::date::text, count(*)::int
      from applications group by 1, 2
    ),
    kept as (
      select internship_id::text as key, status as part, count from application_status_counts where count > 0
      union all
      select company_id::text, status, count from company_application_counts where count > 0
      union all
      select company_id::text, day::text, applications from company_daily_applications where applications > 0
    )
    select key, part, counted.n, kept.count from counted full join kept using (key, part)
    where counted.n is distinct from kept.count`);
  return result.rows;
}

describe('a job deleted while its company’s applications are written', { timeout: 60_000 }, () => {
  it.runIf(onPostgres)(
    'a colleague’s move of one of its applications, to a status new to the job, commits and the job goes',
    async () => {
      const database = await ownDatabase();
      const { company, first, applied } = await companyWithJobs(database);
      const [move, watcher] = await Promise.all([ownConnection(database), ownConnection(database)]);

      // The move as changeStatus writes it: the application locked, then its new status.
      await move.query('begin');
      await move.query('select id from applications where id = $1 for update', [applied]);
      const { done: deleted } = await sentAndBlocked(
        watcher,
        createInternshipRepository(database.db).delete(first, company),
      );
      // No job of this company had a HIRED count: the move inserts that row, whose foreign key
      // takes a key-share lock on the job. Before the fix the deletion held the job here.
      await move.query(`update applications set status = 'HIRED' where id = $1`, [applied]);
      await move.query('commit');

      expect(await deleted).toBe(true);
      const left = await database.db.execute(sql`select count(*)::int as n from applications`);
      expect(left.rows[0]?.n).toBe(0);
      expect(await countsOff(database)).toEqual([]);
    },
  );

  it.runIf(onPostgres)(
    'an application to another of its jobs, between the company’s row and today’s, commits and the job goes',
    async () => {
      const database = await ownDatabase();
      const { company, first, second, newcomer } = await companyWithJobs(database);
      const [apply, watcher] = await Promise.all([ownConnection(database), ownConnection(database)]);

      // An application's insert (applications/repository.ts `apply`) locks its job (the count,
      // 0001), then the company's row (jobs_version, 0015), then today's day row (0015's rollup).
      // Here it is held between the last two, where a deletion's cascade (thousands of rows on
      // a busy job) could run past it.
      await apply.query('begin');
      await apply.query('select id from companies where id = $1 for no key update', [company]);
      const { done: deleted } = await sentAndBlocked(
        watcher,
        createInternshipRepository(database.db).delete(first, company),
      );
      // Before 0036 the deletion held today's day row (its BEFORE DELETE trigger) while it waited
      // for the company's row; the application then waited for that day row: a deadlock.
      await apply.query('insert into applications (internship_id, user_id) values ($1, $2)', [
        second,
        newcomer,
      ]);
      await apply.query('commit');

      expect(await deleted).toBe(true);
      const left = await database.db.execute(sql`select internship_id from applications`);
      expect(left.rows).toEqual([{ internship_id: second }]);
      expect(await countsOff(database)).toEqual([]);
    },
  );

  it.skipIf(onPostgres)(
    'is skipped on PGlite: set DATABASE_URL to run it (PGlite has one connection)',
    () => {
      console.info('concurrent job deletion test skipped: it needs PostgreSQL (DATABASE_URL)');
      expect(onPostgres).toBe(false);
    },
  );
});

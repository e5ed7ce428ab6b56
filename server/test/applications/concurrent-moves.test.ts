import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createApplicationsRepository } from '../../src/modules/applications/repository';
import { ownDatabase } from '../helper';
import { ownConnection, sentAndBlocked } from '../pg-locks';

/**
 * Issue 20: a move is counted by statement triggers on applications (per job and status, per
 * company and status, per company, status and day) and bumps the company's version. A
 * transaction that wrote one move and then another (an undo of a bulk move puts each applicant
 * back to their own status, one statement per status) held the company row; a colleague's move
 * in another job of that company, in between, held that job's counts while it waited for the
 * company row, and the second statement waited for those counts: a deadlock, and PostgreSQL
 * failed the colleague's move. The moves now run again when that happens (transactionRetried).
 * Here the bulk move's own hook (run in its transaction) writes the second statement, at the
 * moment the colleague's move waits.
 */

const onPostgres = Boolean(inject('testDatabaseUrl'));

describe('two moves in one company at the same time', { timeout: 60_000 }, () => {
  it.runIf(onPostgres)('both commit when they meet in a deadlock, and every count stays exact', async () => {
    const database = await ownDatabase();
    const db = database.db;
    const one = async (query: ReturnType<typeof sql>) => String((await db.execute(query)).rows[0]?.id);
    const boss = await one(
      sql`insert into users (email, role, email_verified) values ('boss@example.com', 'EMPLOYER', true) returning id`,
    );
    const company = await one(
      sql`insert into companies (company_name, created_by) values ('Empresa', ${boss}) returning id`,
    );
    await db.execute(
      sql`insert into company_members (user_id, company_id, role) values (${boss}, ${company}, 'OWNER')`,
    );
    const job = (title: string) =>
      one(sql`insert into internships (company_id, title) values (${company}, ${title}) returning id`);
    const [first, second] = [await job('J1'), await job('J2')];
    const apply = async (n: number, jobId: string, daysAgo: number) => {
      const person = await one(
        sql`insert into users (email, role, email_verified) values (${`c${n}@example.com`}, 'CANDIDATE', true) returning id`,
      );
      return one(sql`insert into applications (internship_id, user_id, created_at)
        values (${jobId}, ${person}, now() - ${daysAgo} * interval '1 day') returning id`);
    };
    const [inFirst, moved, movedLater] = [
      await apply(1, first, 5),
      await apply(2, second, 3),
      await apply(3, second, 1),
    ];

    const repo = createApplicationsRepository(db);
    const watcher = await ownConnection(database);
    const now = new Date();
    let bulkRuns = 0;
    let colleague: ReturnType<typeof repo.changeStatus> | undefined;
    const bulk = await repo.bulkMove({
      companyId: company,
      selection: { ids: [inFirst] },
      limit: 100,
      actorId: boss,
      status: 'SHORTLISTED',
      now,
      withMoved: async (tx) => {
        bulkRuns += 1;
        if (bulkRuns > 1) return;
        // Only the colleague's backend looks for the deadlock, so it is the one rolled back.
        await tx.execute(sql`set local deadlock_timeout = '60s'`);
        ({ done: colleague } = await sentAndBlocked(
          watcher,
          repo.changeStatus({ id: moved, companyId: company, actorId: boss, status: 'REJECTED', now }),
        ));
        // The second statement of this transaction needs the second job's counts the colleague holds.
        await tx.execute(sql`update applications set status = 'HIRED' where id = ${movedLater}`);
      },
    });
    const colleagues = await colleague;

    expect(bulk.outcome).toBe('moved');
    expect(bulkRuns).toBe(1);
    expect(colleagues?.outcome).toBe('changed');
    const statuses = await db.execute(sql`select id, status from applications`);
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({
      [inFirst]: 'SHORTLISTED',
      [moved]: 'REJECTED',
      [movedLater]: 'HIRED',
    });
    const off = await db.execute(sql`
      with counted as (
        select internship_id::text as key, status, count(*)::int as n from applications group by 1, 2
        union all
        select company_id::text, status, count(*)::int from applications group by 1, 2
      ),
      kept as (
        select internship_id::text as key, status, count from application_status_counts where count > 0
        union all
        select company_id::text, status, count from company_application_counts where count > 0
      )
      select key, status, counted.n, kept.count from counted full join kept using (key, status)
      where counted.n is distinct from kept.count`);
    expect(off.rows).toEqual([]);
  });

  it.skipIf(onPostgres)(
    'is skipped on PGlite: set DATABASE_URL to run it (PGlite has one connection)',
    () => {
      console.info('concurrent moves test skipped: it needs PostgreSQL (DATABASE_URL)');
      expect(onPostgres).toBe(false);
    },
  );
});

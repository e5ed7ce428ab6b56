import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsUpTo } from '../migration-database';

/**
 * Migrations 0025, 0030, 0031 and 0032 (issue 20) on existing data: a database at 0024 with a
 * company's jobs and applications in every status over several days, migrated to the end. The
 * status counters, per job (0025), per company (0030) and per company and day (0031), and the
 * candidates per day (0032) start exact, and from then on follow a move, a delete and a job's
 * cascaded delete; the membership version moves with inserts and deletes only.
 */
// A new database (initdb) and every migration twice over: ~10 s idle, 30 s and more on a busy CI machine.
describe('migrations 0025, 0030, 0031 and 0032: counters and the membership version', {
  timeout: 120_000,
}, () => {
  it('fills the counters from the applications already there and keeps them exact after', async () => {
    const db = await emptyDatabase();
    const upTo24 = await migrationsUpTo(24);
    try {
      await db.migrate(upTo24.folder);
      const q = db.query;
      const one = async (text: string, params?: unknown[]) => String((await q(text, params))[0]?.id);
      const owner = await one(
        `insert into users (email, role, email_verified) values ('owner-0025@example.com', 'EMPLOYER', true) returning id`,
      );
      const company = await one(
        `insert into companies (company_name, city, created_by) values ('Empresa 0025', 'Luanda', $1) returning id`,
        [owner],
      );
      const jobs = [
        await one(
          `insert into internships (company_id, title, expiration_date) values ($1, 'Estágio A', now() + interval '9 days') returning id`,
          [company],
        ),
        await one(
          `insert into internships (company_id, title, expiration_date) values ($1, 'Estágio B', now() + interval '9 days') returning id`,
          [company],
        ),
      ];
      const statuses = ['APPLIED', 'SHORTLISTED', 'REJECTED', 'HIRED'];
      for (let i = 0; i < 14; i += 1) {
        const candidate = await one(
          `insert into users (email, role, email_verified) values ($1, 'CANDIDATE', true) returning id`,
          [`c${i}-0025@example.com`],
        );
        // Over five UTC days, two of them at midnight (a day's first microsecond).
        await q(
          `insert into applications (internship_id, user_id, status, created_at)
           values ($1, $2, $3, date_trunc('day', now()) - $4 * interval '1 day' + $5 * interval '1 hour')`,
          [jobs[i % 2], candidate, statuses[Math.floor(i / 2) % 4], i % 5, i % 3],
        );
      }

      await db.migrate((await import('../../src/db/client')).MIGRATIONS_FOLDER);

      // Counter rows and a count of the applications themselves, as `key status count` lines: per
      // job (0025) and per company (0030).
      type Key = 'internship_id' | 'company_id';
      const lines = (rows: Record<string, unknown>[], key: Key) =>
        rows.map((r) => `${r[key]} ${r.status} ${r.count}`);
      const kept = async (table: string, key: Key) =>
        lines(await q(`select ${key}, status, count from ${table} where count > 0 order by 1, 2`), key);
      const counted = async (key: Key) =>
        lines(
          await q(
            `select ${key}, status, count(*)::int as count from applications group by 1, 2 order by 1, 2`,
          ),
          key,
        );
      const counters = () => kept('application_status_counts', 'internship_id');
      const companyCounters = () => kept('company_application_counts', 'company_id');
      const day = `(created_at at time zone 'UTC')::date`;
      const dayLines = (rows: Record<string, unknown>[]) =>
        rows.map((r) => `${r.company_id} ${r.status} ${r.day} ${r.count}`);
      const companyDays = async () =>
        dayLines(
          await q(
            `select company_id, status, day::text, count from company_application_days where count > 0 order by 1, 2, 3`,
          ),
        );
      const countedDays = async () =>
        dayLines(
          await q(
            `select company_id, status, ${day}::text as day, count(*)::int as count from applications group by 1, 2, 3 order by 1, 2, 3`,
          ),
        );
      // Candidates per day (0032), from the candidates already there.
      const candidateDays = async () =>
        (await q(`select day::text, count from candidate_days where count > 0 order by 1`)).map(
          (r) => `${r.day} ${r.count}`,
        );
      const countedCandidateDays = async () =>
        (
          await q(
            `select ${day}::text as day, count(*)::int as count from users where role = 'CANDIDATE' group by 1 order by 1`,
          )
        ).map((r) => `${r.day} ${r.count}`);
      const expectExact = async () => {
        expect(await counters()).toEqual(await counted('internship_id'));
        expect(await companyCounters()).toEqual(await counted('company_id'));
        expect(await companyDays()).toEqual(await countedDays());
        expect(await candidateDays()).toEqual(await countedCandidateDays());
      };
      const members = async () =>
        Number(
          (await q(`select applications_members_version as v from companies where id = $1`, [company]))[0]?.v,
        );

      await expectExact();
      expect((await counters()).length).toBe(8);
      expect((await companyCounters()).length).toBe(4);
      expect((await companyDays()).length).toBeGreaterThan(8);
      expect(await candidateDays()).toEqual([`${(await countedCandidateDays())[0]?.split(' ')[0]} 14`]);

      const before = await members();
      await q(`update applications set status = 'HIRED' where status = 'APPLIED'`);
      await expectExact();
      expect(await members()).toBe(before); // a move keeps the membership version

      await q(`delete from applications where id = (select id from applications order by id limit 1)`);
      await expectExact();
      expect(await members()).toBe(before + 1);

      await q(`delete from internships where id = $1`, [jobs[0]]);
      await expectExact();
      expect(await q(`select 1 from application_status_counts where internship_id = $1`, [jobs[0]])).toEqual(
        [],
      );
      expect(await members()).toBe(before + 2);
    } finally {
      await upTo24.remove();
      await db.close();
    }
  });
});

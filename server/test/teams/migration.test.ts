import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationKey } from '@shared/realtime/events';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { type Query, emptyDatabase, migrationsUpTo } from '../migration-database';

/**
 * Migrations 0015–0017 (issue 18) on existing data: a database migrated only up to 0014, filled
 * the way 0014's schema allowed (employers owning companies, jobs, applications over several
 * Luanda days, status history, the employer rollup, messages, notifications), then migrated to
 * the end. Every employer with a company is its owner, and nothing is lost or miscounted.
 */

const HOUR = 3_600_000;

/** Fills a 0014 database: returns the ids the checks need. */
async function seed(q: Query) {
  const user = async (role: 'EMPLOYER' | 'CANDIDATE', first: string) =>
    String(
      (
        await q(
          `insert into users (email, role, email_verified, first_name) values ($1, $2, true, $3) returning id`,
          [`${first.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`, role, first],
        )
      )[0]?.id,
    );
  const employers = [
    await user('EMPLOYER', 'Ana'),
    await user('EMPLOYER', 'Bruno'),
    await user('EMPLOYER', 'Celia'),
  ];
  const companyless = await user('EMPLOYER', 'Dario');
  const candidates: string[] = [];
  for (const name of ['Eva', 'Filipe', 'Gloria', 'Helder', 'Ines', 'Joao'])
    candidates.push(await user('CANDIDATE', name));

  const companies: string[] = [];
  for (const [i, employer] of employers.entries()) {
    const rows = await q(
      `insert into companies (user_id, company_name, city) values ($1, $2, 'Luanda') returning id`,
      [employer, `Empresa ${i}`],
    );
    companies.push(String(rows[0]?.id));
  }
  // Ana: three jobs; Bruno: two; Celia: none.
  const jobs: { id: string; employer: string; company: string }[] = [];
  for (const [owner, n] of [
    [0, 3],
    [1, 2],
  ] as const) {
    for (let j = 0; j < n; j += 1) {
      const rows = await q(
        `insert into internships (company_id, employer_id, title, expiration_date) values ($1, $2, $3, now() + interval '20 days') returning id`,
        [companies[owner], employers[owner], `Job ${owner}.${j}`],
      );
      jobs.push({ id: String(rows[0]?.id), employer: employers[owner]!, company: companies[owner]! });
    }
  }
  // Applications over several days, some around Luanda midnight (23:30 UTC is the next Luanda day).
  const base = Date.UTC(2026, 9, 10, 23, 30);
  const applications: string[] = [];
  let k = 0;
  for (const job of jobs) {
    for (const candidate of candidates.slice(0, 2 + (k % 4))) {
      const at = new Date(base - (k % 5) * 24 * HOUR + (k % 2) * HOUR);
      const rows = await q(
        `insert into applications (internship_id, user_id, created_at) values ($1, $2, $3) returning id`,
        [job.id, candidate, at.toISOString()],
      );
      applications.push(String(rows[0]?.id));
      k += 1;
    }
  }
  // One bulk insert, as the bulk seed writes (a statement-level trigger sees many rows).
  await q(
    `insert into applications (internship_id, user_id, created_at)
     select $1::uuid, u.id, now() - interval '3 days' from users u where u.id = any($2::uuid[])`,
    [
      jobs[4]?.id,
      [await user('CANDIDATE', 'Kiala'), await user('CANDIDATE', 'Lemba'), await user('CANDIDATE', 'Mbala')],
    ],
  );
  // One withdrawn: the rollup counts it out again.
  await q(`delete from applications where id = $1`, [applications[1]]);
  for (const id of applications.slice(2, 6)) {
    await q(`update applications set status = 'SHORTLISTED' where id = $1`, [id]);
    await q(
      `insert into application_status_history (application_id, changed_by, from_status, to_status) values ($1, $2, 'APPLIED', 'SHORTLISTED')`,
      [id, employers[0]],
    );
  }
  await q(
    `insert into messages (client_id, sender_id, receiver_id, pair_key, message) values ($1, $2, $3, $4, 'Olá')`,
    [randomUUID(), employers[0], candidates[0], [employers[0], candidates[0]].sort().join('_')],
  );
  // The candidate's answer, read by the employer: 0018 turns the read mark into theirs.
  await q(
    `insert into messages (client_id, sender_id, receiver_id, pair_key, message, read_at) values ($1, $2, $3, $4, 'Bom dia', now())`,
    [randomUUID(), candidates[0], employers[0], [employers[0], candidates[0]].sort().join('_')],
  );
  await q(`insert into notifications (user_id, kind, job_id) values ($1, 'JOB_EXPIRING', $2)`, [
    employers[0],
    jobs[0]?.id,
  ]);
  await q(
    `insert into notifications (user_id, kind, job_id, application_id) values ($1, 'APPLICATION_RECEIVED', $2, $3)`,
    [employers[0], jobs[0]?.id, applications[0]],
  );
  return { employers, companyless, companies, jobs, candidates };
}

const TABLES = [
  'users',
  'companies',
  'internships',
  'applications',
  'application_status_history',
  'messages',
  'notifications',
];

async function counts(q: Query): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES)
    result[table] = Number((await q(`select count(*)::int as n from ${table}`))[0]?.n);
  return result;
}

// A new database (initdb) and every migration twice over: ~10 s idle, 30 s and more on a busy CI machine.
describe('migrations 0015–0018 on existing data (issue 18)', { timeout: 120_000 }, () => {
  it('makes every employer with a company its owner and moves jobs, applicants and counts to the company', async () => {
    const db = await emptyDatabase();
    const upTo14 = await migrationsUpTo(14);
    try {
      await db.migrate(upTo14.folder);
      const q = db.query;
      expect(await q(`select 1 from information_schema.tables where table_name = 'company_members'`)).toEqual(
        [],
      );
      const seeded = await seed(q);

      const before = await counts(q);
      const jobsBefore = await q(
        `select id, employer_id, company_id, applications_count from internships order by id`,
      );
      const rollupBefore = await q(
        `select c.id as company_id, e.day::text as day, e.applications from employer_daily_applications e
         join companies c on c.user_id = e.employer_id where e.applications > 0 order by 1, 2`,
      );
      const historyBefore = await q(
        `select application_id, changed_by from application_status_history order by 1`,
      );
      expect(rollupBefore.length).toBeGreaterThan(3);

      await db.migrate(MIGRATIONS_FOLDER);

      expect(await counts(q)).toEqual(before);
      // Owners: exactly the employers who had a company, of that company; nobody else.
      const members = await q(`select user_id, company_id, role from company_members order by company_id`);
      expect(members).toHaveLength(seeded.companies.length);
      for (const [i, companyId] of seeded.companies.entries()) {
        expect(members).toContainEqual({
          user_id: seeded.employers[i],
          company_id: companyId,
          role: 'OWNER',
        });
      }
      expect(members.map((m) => m.user_id)).not.toContain(seeded.companyless);
      const created = await q(`select id, created_by from companies order by id`);
      for (const row of created) {
        expect(seeded.employers[seeded.companies.indexOf(String(row.id))]).toBe(row.created_by);
      }
      // Jobs keep who posted them, their company and their counts.
      const jobsAfter = await q(
        `select id, posted_by, company_id, applications_count from internships order by id`,
      );
      expect(jobsAfter).toEqual(
        jobsBefore.map((j) => ({
          id: j.id,
          posted_by: j.employer_id,
          company_id: j.company_id,
          applications_count: j.applications_count,
        })),
      );
      // Every application knows its company, the job's.
      expect(
        await q(`select a.id from applications a join internships i on i.id = a.internship_id
                 where a.company_id is distinct from i.company_id`),
      ).toEqual([]);
      // The company rollup is the employer rollup, day by day.
      const rollupAfter = await q(
        `select company_id, day::text as day, applications from company_daily_applications where applications > 0 order by 1, 2`,
      );
      expect(rollupAfter).toEqual(rollupBefore);
      expect(await q(`select application_id, changed_by from application_status_history order by 1`)).toEqual(
        historyBefore,
      );
      // 0018: the employer–candidate conversation is now the company's, with the same messages; the
      // candidate's message belongs to the company (no single receiver); the employer's read mark is theirs.
      const key = conversationKey(seeded.companies[0] as string, seeded.candidates[0] as string);
      const moved = await q(
        `select sender_id, receiver_id, company_id, pair_key, message from messages order by message`,
      );
      expect(moved).toEqual([
        {
          sender_id: seeded.candidates[0],
          receiver_id: null,
          company_id: seeded.companies[0],
          pair_key: key,
          message: 'Bom dia',
        },
        {
          sender_id: seeded.employers[0],
          receiver_id: seeded.candidates[0],
          company_id: seeded.companies[0],
          pair_key: key,
          message: 'Olá',
        },
      ]);
      expect(await q(`select user_id, conversation_key from conversation_reads`)).toEqual([
        { user_id: seeded.employers[0], conversation_key: key },
      ]);
      // The per-employer columns are gone.
      expect(
        await q(`select table_name, column_name from information_schema.columns
                 where table_schema = 'public' and column_name in ('employer_id', 'jobs_version', 'applications_version')
                 and table_name in ('internships', 'applications', 'users')`),
      ).toEqual([]);

      // The triggers, after the migration: a new application counts on its job, its company's
      // day and its company's list versions; a new job bumps the jobs version.
      const job = seeded.jobs[0]!;
      const state = async () =>
        (
          await q(
            `select i.applications_count, c.jobs_version::int as jobs, c.applications_version::int as apps,
               coalesce((select sum(applications)::int from company_daily_applications d where d.company_id = c.id), 0) as rolled
             from internships i join companies c on c.id = i.company_id where i.id = $1`,
            [job.id],
          )
        )[0] as { applications_count: number; jobs: number; apps: number; rolled: number };
      const s0 = await state();
      const newcomer = String(
        (
          await q(`insert into users (email, role) values ($1, 'CANDIDATE') returning id`, [
            `new.${randomBytes(4).toString('hex')}@example.com`,
          ])
        )[0]?.id,
      );
      const [app] = await q(
        `insert into applications (internship_id, user_id) values ($1, $2) returning id, company_id`,
        [job.id, newcomer],
      );
      expect(app?.company_id).toBe(job.company);
      const s1 = await state();
      expect(s1.applications_count).toBe(s0.applications_count + 1);
      expect(s1.rolled).toBe(s0.rolled + 1);
      expect(s1.apps).toBeGreaterThan(s0.apps);
      expect(s1.jobs).toBeGreaterThan(s0.jobs);
      await q(`insert into internships (company_id, posted_by, title) values ($1, $2, 'After')`, [
        job.company,
        job.employer,
      ]);
      expect((await state()).jobs).toBeGreaterThan(s1.jobs);
      // A job deleted takes its applications out of the company's days.
      const before14 = (await state()).rolled;
      const removed = Number(
        (
          await q(`select count(*)::int as n from applications where internship_id = $1`, [
            seeded.jobs[1]?.id,
          ])
        )[0]?.n,
      );
      await q(`delete from internships where id = $1`, [seeded.jobs[1]?.id]);
      expect((await state()).rolled).toBe(before14 - removed);
      // Notifications are unique per member now: a second member gets their own.
      const second = String(
        (
          await q(`insert into users (email, role) values ($1, 'EMPLOYER') returning id`, [
            `second.${randomBytes(4).toString('hex')}@example.com`,
          ])
        )[0]?.id,
      );
      await q(`insert into company_members (user_id, company_id, role) values ($1, $2, 'VIEWER')`, [
        second,
        job.company,
      ]);
      await q(`insert into notifications (user_id, kind, job_id) values ($1, 'JOB_EXPIRING', $2)`, [
        second,
        job.id,
      ]);
      await expect(
        q(`insert into notifications (user_id, kind, job_id) values ($1, 'JOB_EXPIRING', $2)`, [
          second,
          job.id,
        ]),
      ).rejects.toThrow();
    } finally {
      await upTo14.remove();
      await db.close();
    }
  });
});

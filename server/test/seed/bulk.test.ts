import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toSearchText } from '../../src/lib/search-text';
import { BULK_EMAIL_DOMAIN, seedBulk } from '../../src/seed/bulk';
import { testDatabase, uniqueEmail } from '../helper';

describe('bulk seed', () => {
  it('builds jobs, candidates, employers and distinct applications with history, set-based', async () => {
    const { db } = await testDatabase();
    const email = uniqueEmail('bulk-employer');
    const result = await seedBulk(db, {
      employerEmail: email,
      passwordHash: 'not-a-real-hash',
      jobs: 20,
      applications: 300,
      candidates: 5,
      employers: 3,
    });
    expect(result.employerCreated).toBe(true);
    expect(result.applications).toBe(300);
    expect(result.timings.applications).toBeTypeOf('number');

    const jobs = await db.execute<{ title: string; search_title: string }>(
      sql`select title, search_title from internships where posted_by = ${result.employerId}`,
    );
    expect(jobs.rows).toHaveLength(20);
    for (const job of jobs.rows) expect(job.search_title).toBe(toSearchText(job.title));

    const candidates = await db.execute<{
      first_name: string;
      last_name: string;
      headline: string;
      search_text: string;
      skills: string[];
    }>(
      sql`select first_name, last_name, headline, search_text, skills from users
          where email like ${`candidato.${result.tag}.%@${BULK_EMAIL_DOMAIN}`}`,
    );
    expect(candidates.rows.length).toBeGreaterThanOrEqual(5);
    for (const c of candidates.rows) {
      expect(c.search_text).toBe(toSearchText(c.first_name, c.last_name, c.headline));
      expect(new Set(c.skills).size).toBe(3);
    }

    const employers = await db.execute<{ n: string }>(sql`
      select count(*) as n from users u join company_members m on m.user_id = u.id and m.role = 'OWNER'
      where u.role = 'EMPLOYER' and u.email like ${`empresa.${result.tag}.%`}`);
    expect(Number(employers.rows[0]!.n)).toBe(3);

    const apps = await db.execute<{
      n: string;
      pairs: string;
      moved: string;
      history: string;
      statuses: string;
    }>(sql`
      select count(*) as n, count(distinct (a.internship_id, a.user_id)) as pairs,
             count(*) filter (where a.status <> 'APPLIED') as moved,
             (select count(*) from application_status_history h join applications x on x.id = h.application_id
               join internships k on k.id = x.internship_id where k.posted_by = ${result.employerId}) as history,
             count(distinct a.status) as statuses
      from applications a join internships i on i.id = a.internship_id where i.posted_by = ${result.employerId}`);
    const row = apps.rows[0]!;
    expect(Number(row.n)).toBe(300);
    expect(Number(row.pairs)).toBe(300);
    expect(Number(row.statuses)).toBe(4);
    expect(Number(row.history)).toBe(300 + Number(row.moved));
    expect(result.history).toBe(300 + Number(row.moved));

    // Each application dated within its job's first 30 days and not in the future, spread rather
    // than piled on one instant (issue 20's deep pages start at a day's first row).
    const dates = await db.execute<{ outside: string; most: string }>(sql`
      select count(*) filter (where a.created_at > now() or a.created_at < i.created_at
                                 or a.created_at > i.created_at + interval '30 days') as outside,
             (select max(n) from (select count(*) as n from applications x join internships k
               on k.id = x.internship_id where k.posted_by = ${result.employerId} group by x.created_at) as t) as most
      from applications a join internships i on i.id = a.internship_id where i.posted_by = ${result.employerId}`);
    expect(Number(dates.rows[0]!.outside)).toBe(0);
    expect(Number(dates.rows[0]!.most)).toBe(1);

    // The schema's triggers (counts per job, owner of each application) saw the bulk insert too.
    const derived = await db.execute<{ counted: string; owned: string }>(sql`
      select (select coalesce(sum(applications_count), 0) from internships where posted_by = ${result.employerId}) as counted,
             (select count(*) from applications a join company_members m on m.company_id = a.company_id
               where m.user_id = ${result.employerId}) as owned`);
    expect(Number(derived.rows[0]!.counted)).toBe(300);
    expect(Number(derived.rows[0]!.owned)).toBe(300);
  });

  it('refuses applications when the employer has no jobs', async () => {
    const { db } = await testDatabase();
    await expect(
      seedBulk(db, {
        employerEmail: uniqueEmail('nojobs'),
        passwordHash: 'x',
        jobs: 0,
        applications: 10,
        candidates: 0,
      }),
    ).rejects.toThrow(/--jobs/);
  });

  it('spreads jobs over many companies, a few large and most small, and applications over every job', async () => {
    const { db } = await testDatabase();
    const result = await seedBulk(db, {
      employerEmail: uniqueEmail('platform'),
      passwordHash: 'x',
      jobs: 10,
      applications: 3000,
      candidates: 0,
      employers: 200,
      spreadJobs: 1000,
    });
    expect(result.spreadJobs).toBe(1000);
    const perCompany = await db.execute<{ jobs: string; applications: string }>(sql`
      select count(distinct i.id) as jobs, count(a.id) as applications
      from companies c join company_members m on m.company_id = c.id join users u on u.id = m.user_id
      left join internships i on i.company_id = c.id left join applications a on a.internship_id = i.id
      where u.email like ${`empresa.${result.tag}.%`}
      group by c.id order by 1 desc`);
    const jobs = perCompany.rows.map((row) => Number(row.jobs));
    expect(jobs).toHaveLength(200);
    expect(jobs.reduce((a, b) => a + b, 0)).toBe(1000);
    // A few large: the biggest company has far more than the median one.
    expect(jobs[0]).toBeGreaterThan(50);
    expect(jobs[100]).toBeLessThanOrEqual(3);
    // Applications reached the spread companies and the employer's jobs alike.
    const spreadApplications = perCompany.rows.reduce((n, row) => n + Number(row.applications), 0);
    expect(spreadApplications).toBeGreaterThan(2000);
    const own = await db.execute<{ n: string }>(
      sql`select count(*) as n from applications where company_id = ${result.companyId}`,
    );
    expect(Number(own.rows[0]!.n)).toBeGreaterThan(0);
    expect(spreadApplications + Number(own.rows[0]!.n)).toBe(result.applications);
  });
});

import { APPLICATION_STATUSES } from '@shared/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toSearchText } from '../../src/lib/search-text';
import { DEMO_EMAIL, DEMO_JOBS, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { hashPassword, verifyPassword } from '../../src/security/passwords';
import { createTestApp, json, post, testDatabase } from '../helper';

describe('demo seed', () => {
  it('creates the demo employer, jobs, candidates, applications in every status and chats, once', async () => {
    const { db } = await testDatabase();
    const hash = await hashPassword(DEMO_PASSWORD);
    const first = await seedDemo(db, hash);
    expect(first.created).toBe(true);
    expect(first.jobs).toBe(DEMO_JOBS);
    expect(first.candidates).toBe(60);
    expect(first.messages).toBeGreaterThan(0);

    const second = await seedDemo(db, hash);
    expect(second).toMatchObject({ created: false, employerId: first.employerId, jobs: 0 });
    const employers = await db.execute<{ n: string }>(
      sql`select count(*) as n from users where email = ${DEMO_EMAIL}`,
    );
    expect(Number(employers.rows[0]!.n)).toBe(1);

    const statuses = await db.execute<{ status: string; n: string; history: string }>(sql`
      select a.status, count(distinct a.id) as n, count(h.id) as history
      from applications a join internships i on i.id = a.internship_id
      left join application_status_history h on h.application_id = a.id
      where i.posted_by = ${first.employerId} group by a.status`);
    const byStatus = Object.fromEntries(statuses.rows.map((r) => [r.status, r]));
    for (const status of APPLICATION_STATUSES) expect(Number(byStatus[status]?.n ?? 0)).toBeGreaterThan(0);
    // One entry for the application itself, then the employer's moves (HIRED by way of SHORTLISTED).
    expect(Number(byStatus.APPLIED!.history)).toBe(Number(byStatus.APPLIED!.n));
    expect(Number(byStatus.REJECTED!.history)).toBe(2 * Number(byStatus.REJECTED!.n));
    expect(Number(byStatus.HIRED!.history)).toBe(3 * Number(byStatus.HIRED!.n));

    const candidates = await db.execute<{
      first_name: string;
      last_name: string;
      headline: string;
      search_text: string;
      city: string;
    }>(
      sql`select first_name, last_name, headline, search_text, city from users where email like '%@demo.conexao.ao'`,
    );
    expect(new Set(candidates.rows.map((c) => c.city)).size).toBeGreaterThan(5);
    for (const c of candidates.rows)
      expect(c.search_text).toBe(toSearchText(c.first_name, c.last_name, c.headline));
    expect(
      candidates.rows.some(
        (c) => c.search_text !== `${c.first_name} ${c.last_name} ${c.headline}`.toLowerCase(),
      ),
    ).toBe(true);

    const stored = await db.execute<{ password_hash: string }>(
      sql`select password_hash from users where email = ${DEMO_EMAIL}`,
    );
    expect(await verifyPassword(stored.rows[0]!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('lets the demo employer sign in through the API', async () => {
    const t = await createTestApp();
    try {
      const { db } = await testDatabase();
      await seedDemo(db, await hashPassword(DEMO_PASSWORD));
      const response = await post(t, '/auth/login', {
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
        from: 'EMPLOYER',
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ profileSetup: true });
    } finally {
      await t.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type TestApp, call, ownDatabase, testApp } from '../helper';
import { candidate, employer } from '../applications/fixtures';

/**
 * Issue 20: candidate_filter_counts (migration 0033) keeps the candidates per city, availability
 * and skill, by statement triggers on users, and a list filtered by one of them alone takes its
 * total from there. After each kind of write the kept counts are compared with the candidates
 * counted under the list's own conditions, and the list's totals with those counts (the whole
 * list's with its count per day).
 */

/** Each (kind, value) whose kept count is not the candidates' own count: none when exact. */
async function countsOff(t: TestApp): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    with counted as (
      select 'city' as kind, city as value, count(*)::int as n
      from users where role = 'CANDIDATE' and city is not null group by city
      union all
      select 'availability', availability, count(*)::int
      from users where role = 'CANDIDATE' and availability is not null group by availability
      union all
      -- As the list matches a skill: containment, so a skill listed twice counts once.
      select 'skill', v.value,
        (select count(*)::int from users as u
         where u.role = 'CANDIDATE' and u.skills @> jsonb_build_array(v.value))
      from (select distinct jsonb_array_elements_text(skills) as value from users
            where jsonb_typeof(skills) = 'array') as v
    )
    select kind, value, counted.n as counted, kept.count as kept
    from (select * from counted where n > 0) as counted
    full join (select kind, value, count from candidate_filter_counts where count > 0) as kept
      using (kind, value)
    where counted.n is distinct from kept.count
    order by kind, value`);
  return result.rows;
}

/** The whole list's total as its own condition counts it (the list sums candidate_days). */
async function candidatesCounted(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from users where role = 'CANDIDATE'`,
  );
  return Number(result.rows[0]?.n);
}

it('keeps every city, availability and skill counted exactly, and a list of one of them alone totals from it', async () => {
  const t = await testApp({ database: await ownDatabase() });
  const reader = await employer(t, 'Filter counts');
  const total = async (query: string) => {
    const answer = await call(t, 'GET', `/candidates?${query}`, reader.token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.pagination.totalItems as number;
  };
  expect(await countsOff(t)).toEqual([]);
  expect(await total('')).toBe(await candidatesCounted(t));

  // Profiles saved (an update of each new account's row), one listing a skill twice.
  const ana = await candidate(t, {
    first_name: 'Ana',
    last_name: 'Silva',
    city: 'Huambo',
    availability: 'REMOTE',
    skills: ['SQL', 'SQL', 'Excel'],
  });
  const rui = await candidate(t, {
    first_name: 'Rui',
    last_name: 'Costa',
    city: 'Huambo',
    skills: ['Excel'],
  });
  await candidate(t, { first_name: 'Eva', last_name: 'Lopes', city: 'Lobito', availability: 'REMOTE' });
  expect(await countsOff(t)).toEqual([]);
  expect(await total('')).toBe(await candidatesCounted(t));
  expect(await total('location=huambo')).toBe(2);
  expect(await total('skills=SQL')).toBe(1);
  expect(await total('skills=Excel')).toBe(2);
  expect(await total('availability=REMOTE')).toBe(2);

  // A city and a skill changed, a candidate made an employer, an account deleted, a row inserted
  // directly, and an edit that moves no count.
  await t.database.db.execute(
    sql`update users set city = 'Lobito', skills = '["Python"]' where id = ${rui.userId}`,
  );
  await t.database.db.execute(sql`update users set role = 'EMPLOYER' where id = ${ana.userId}`);
  await t.database.db.execute(sql`
    insert into users (email, role, first_name, last_name, city, skills, availability)
    values ('direta@example.ao', 'CANDIDATE', 'Direta', 'Inserida', 'Huambo', '["SQL", "Python"]', 'HYBRID')`);
  await t.database.db.execute(sql`update users set headline = 'Outra' where role = 'CANDIDATE'`);
  expect(await countsOff(t)).toEqual([]);
  expect(await total('')).toBe(await candidatesCounted(t));
  expect(await total('location=Huambo')).toBe(1);
  expect(await total('location=Lobito')).toBe(2);
  expect(await total('skills=Excel')).toBe(0);
  expect(await total('skills=Python')).toBe(2);
  expect(await total('availability=REMOTE')).toBe(1);

  await t.database.db.execute(sql`delete from users where email = 'direta@example.ao'`);
  expect(await countsOff(t)).toEqual([]);
  expect(await total('')).toBe(await candidatesCounted(t));
  expect(await total('skills=SQL')).toBe(0);
  expect(await total('availability=HYBRID')).toBe(0);
});

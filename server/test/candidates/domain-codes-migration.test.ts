import { readFile } from 'node:fs/promises';
import { LEGACY_CODE_WORDS } from '@shared/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internships, users } from '../../src/db/schema';
import { type TestApp, createTestApp, signedInAccount } from '../helper';
import { employerWithCompany } from '../internships/fixtures';

/**
 * Migration 0011 (issue 12 #4): the words stored before the codes become codes. The database here
 * is already migrated, so its checks are lifted, words written as an older version stored them,
 * and the migration's own statements run again over them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

async function runMigration0011() {
  const file = new URL('../../drizzle/0011_domain_codes.sql', import.meta.url);
  const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) if (statement.trim()) await t.database.db.execute(sql.raw(statement));
}

describe('migration 0011: words to codes', () => {
  it('maps job types, availabilities and languages in English or Portuguese; clears the unknown', async () => {
    const boss = await employerWithCompany(t);
    const people = await Promise.all(
      ['Full-time', 'remoto', 'Fins de semana', 'Mornings', 'HYBRID', 'part_time'].map(() =>
        signedInAccount(t, 'CANDIDATE'),
      ),
    );
    const db = t.database.db;
    await db.execute(sql`alter table users drop constraint users_availability_valid`);
    await db.execute(sql`alter table users drop constraint users_language_valid`);
    await db.execute(sql`alter table internships drop constraint internships_type_valid`);

    const availabilities = ['Full-time', 'remoto', 'Fins de semana', 'Mornings', 'HYBRID', 'part_time'];
    const languages = [
      ['pt', 'en'],
      ['Português', 'English', 'pt'],
      ['Umbundu', 'Klingon'],
      [],
      ['EN'],
      ['Francês'],
    ];
    for (const [i, person] of people.entries()) {
      await db.execute(
        sql`update users set availability = ${availabilities[i]}, language = ${JSON.stringify(languages[i])}::jsonb
            where id = ${person.userId}`,
      );
    }
    const types = ['Full-time', 'Part-time', 'Remote', 'Tempo inteiro', 'Freelance'];
    const jobIds: string[] = [];
    for (const type of types) {
      const [row] = await db
        .execute<{ id: string }>(
          sql`insert into internships (company_id, posted_by, title, internship_type)
            values (${boss.companyId}, ${boss.userId}, ${`Estágio ${type}`}, ${type}) returning id`,
        )
        .then((r) => r.rows);
      jobIds.push(row!.id);
    }

    await runMigration0011();

    const stored = await Promise.all(
      people.map(async (p) => {
        const [row] = await db.select().from(users).where(eq(users.id, p.userId));
        return [row!.availability, row!.language];
      }),
    );
    expect(stored).toEqual([
      ['FULL_TIME', ['pt', 'en']],
      ['REMOTE', ['pt', 'en']],
      ['WEEKENDS', ['umb']],
      [null, []],
      ['HYBRID', ['en']],
      ['PART_TIME', ['fr']],
    ]);
    const jobTypes = await Promise.all(
      jobIds.map(async (id) => {
        const [row] = await db
          .select({ type: internships.internshipType })
          .from(internships)
          .where(eq(internships.id, id));
        return row!.type;
      }),
    );
    expect(jobTypes).toEqual(['FULL_TIME', 'PART_TIME', 'REMOTE', 'FULL_TIME', null]);
    // The checks are back: a word can no longer be stored.
    await expect(
      db.execute(sql`update users set availability = 'Remote' where id = ${people[0]!.userId}`),
    ).rejects.toThrow();
  });

  it('has every word the request schemas accept (domain.ts LEGACY_WORDS), and no other', async () => {
    const text = await readFile(new URL('../../drizzle/0011_domain_codes.sql', import.meta.url), 'utf8');
    const inFile = Object.fromEntries(
      [...text.matchAll(/\('([^']+)', '([A-Za-z_]+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    expect(inFile).toEqual(LEGACY_CODE_WORDS);
  });
});

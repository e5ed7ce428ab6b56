import type { Availability } from '@shared/domain';
import { eq } from 'drizzle-orm';
import { internships, users } from '../../src/db/schema';
import { toSearchText } from '../../src/lib/search-text';
import { seedBulk } from '../../src/seed/bulk';
import { type TestApp, call, ownDatabase, signedInAccount, testApp } from '../helper';
import { employerWithCompany } from '../internships/fixtures';

/**
 * The ownership matrix of these tests: two employers (each with a company and jobs) and three
 * candidates with profiles. Companies and jobs are written straight to the database so these
 * tests do not depend on the jobs module; accounts go through the real sign-up and login.
 */

export interface Account {
  token: string;
  userId: string;
}

export interface CandidateProfile {
  first_name: string;
  last_name: string;
  city?: string;
  skills?: string[];
  availability?: Availability;
  headline?: string;
}

export async function candidate(t: TestApp, profile: CandidateProfile): Promise<Account> {
  const account = await signedInAccount(t, 'CANDIDATE');
  await t.database.db
    .update(users)
    .set({
      firstName: profile.first_name,
      lastName: profile.last_name,
      city: profile.city ?? null,
      skills: profile.skills ?? [],
      availability: profile.availability ?? null,
      headline: profile.headline ?? null,
      searchText: toSearchText(profile.first_name, profile.last_name, profile.headline),
      profileSetup: true,
    })
    .where(eq(users.id, account.userId));
  return { token: account.token, userId: account.userId };
}

/** An employer with a company: the jobs tests' fixture, one definition for both. */
export const employer = employerWithCompany;

export async function job(
  t: TestApp,
  owner: { userId: string; companyId: string },
  title: string,
  extra: Partial<typeof internships.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(internships)
    .values({
      companyId: owner.companyId,
      postedBy: owner.userId,
      title,
      searchTitle: toSearchText(title),
      expirationDate: new Date(Date.now() + 30 * 86_400_000),
      ...extra,
    })
    .returning({ id: internships.id });
  if (!row) throw new Error('job insert failed');
  return row.id;
}

export { call };

export async function apply(t: TestApp, jobId: string, who: Account, coverLetter?: string): Promise<string> {
  // The test clock stands still; move it so "newest first" has a well-defined order.
  t.clock.advance(1000);
  const response = await call(
    t,
    'POST',
    `/applications/apply/${jobId}`,
    who.token,
    coverLetter ? { cover_letter: coverLetter } : undefined,
  );
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

/** A signed-in employer whose company has `jobs` jobs and `applications` applications (bulk seed). */
export async function employerWithBulkApplications(
  t: TestApp,
  sizes: { jobs: number; applications: number },
): Promise<{ token: string; userId: string; email: string; companyId: string }> {
  const account = await signedInAccount(t, 'EMPLOYER');
  const seeded = await seedBulk(t.database.db, {
    employerEmail: account.email,
    passwordHash: 'not-used-for-login',
    candidates: 0,
    ...sizes,
  });
  return { ...account, companyId: seeded.companyId };
}

/**
 * A test app on a database of the test's own, with an employer whose company has `sizes`
 * applications. For what a list keeps: on PostgreSQL the suite's test files share one database,
 * and a candidate added by another file moves the candidates list's version, on which every
 * company's kept applications pages depend (names are shown and searched).
 */
export async function isolatedEmployer(sizes: { jobs: number; applications: number }) {
  const t = await testApp({ database: await ownDatabase() });
  return { t, boss: await employerWithBulkApplications(t, sizes) };
}

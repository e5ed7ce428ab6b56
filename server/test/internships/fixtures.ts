import { applications, users } from '../../src/db/schema';
import { type TestApp, call, signedInAccount, uniqueEmail } from '../helper';
import { foundCompany } from '../company-fixture';

/**
 * Accounts go through the real sign-up and login; the company row and candidate applications
 * are written straight to the database so these tests do not depend on other modules.
 */

export interface Employer {
  token: string;
  userId: string;
  companyId: string;
  /** To sign in again, e.g. after the test clock moved past the access token's life. */
  email: string;
  password: string;
}

export async function employerWithCompany(t: TestApp, companyName = 'Sonangol Digital'): Promise<Employer> {
  const account = await signedInAccount(t, 'EMPLOYER');
  const company = await foundCompany(t.database.db, account.userId, {
    companyName,
    city: 'Luanda',
    industry: 'Energy',
  });
  return {
    token: account.token,
    userId: account.userId,
    companyId: company.id,
    email: account.email,
    password: account.password,
  };
}

/** A bare candidate row (no login needed): applications only need someone to point at. */
export async function candidateId(t: TestApp): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('cand'), role: 'CANDIDATE', emailVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('candidate insert failed');
  return row.id;
}

export async function addApplications(
  t: TestApp,
  internshipId: string,
  n: number,
  createdAt?: Date,
): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await t.database.db
      .insert(applications)
      .values({ internshipId, userId: await candidateId(t), ...(createdAt ? { createdAt } : {}) });
  }
}

export function validJob(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: 'Estágio em Engenharia de Software',
    industry: 'Technology',
    skills_required: ['TypeScript', 'SQL'],
    experience: ['Projecto académico'],
    education: ['Licenciatura em Informática'],
    internship_type: 'Full-time',
    number_of_opening: 2,
    expiration_date: future,
    internship_city: 'Luanda',
    description: 'Desenvolver funcionalidades.',
    responsibilities: 'Escrever testes.',
    min_salary: 150000,
    max_salary: 250000,
    posting_date: new Date().toISOString(),
    ...overrides,
  };
}

export { call };

export async function postJob(t: TestApp, who: { token: string }, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/internship/post', who.token, validJob(overrides));
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@shared/domain';
import type { CompanyRole } from '@shared/team/permissions';
import { eq } from 'drizzle-orm';
import { applications, companyInvitations, companyMembers, internships, users } from '../../src/db/schema';
import { toSearchText } from '../../src/lib/search-text';
import { addMember, foundCompany } from '../company-fixture';
import { type TestApp, call, uniqueEmail } from '../helper';

/**
 * Company teams (issue 18): a company with one member of every role, and the people around it.
 * Accounts are written straight to the database with a real sign-in session (the sign-up journey
 * is tested elsewhere, and the matrix needs hundreds of callers); membership changes that have
 * side effects (a removal ends sessions) go through the API.
 */

export interface Person {
  id: string;
  token: string;
  email: string;
  role: Role;
}

/** A verified account with a real session (access tokens are bound to one). */
export async function person(
  t: TestApp,
  role: Role = 'EMPLOYER',
  names: { firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const email = uniqueEmail(role.toLowerCase());
  const [row] = await t.database.db
    .insert(users)
    .values({ email, role, emailVerified: true, ...names })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return { id: row.id, email, role, token: await signIn(t, row.id, role) };
}

/** A new sign-in session for an existing account (e.g. a removed member signing in again). */
export async function signIn(t: TestApp, id: string, role: Role = 'EMPLOYER'): Promise<string> {
  const [row] = await t.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id));
  const { accessToken } = await t.app.ctx.sessions.start({ id, role, tokenVersion: row?.tokenVersion ?? 0 });
  return accessToken;
}

export const MEMBER_ROLES = [
  'OWNER',
  'ADMIN',
  'RECRUITER',
  'VIEWER',
] as const satisfies readonly CompanyRole[];

export interface Team {
  companyId: string;
  companyName: string;
  /** A word only this company's data contains (job titles, company name). */
  marker: string;
  members: Record<CompanyRole, Person>;
}

/** A company with an owner, an admin, a recruiter and a viewer. */
export async function team(t: TestApp, label = 'Equipa'): Promise<Team> {
  const marker = `${label}${randomBytes(4).toString('hex')}`;
  const owner = await person(t, 'EMPLOYER', { firstName: 'Olga', lastName: `Owner ${marker}` });
  const companyName = `${marker} Lda`;
  const company = await foundCompany(t.database.db, owner.id, {
    companyName,
    city: 'Luanda',
    industry: 'Technology',
  });
  const members = { OWNER: owner } as Record<CompanyRole, Person>;
  for (const role of ['ADMIN', 'RECRUITER', 'VIEWER'] as const) {
    members[role] = await member(t, company.id, role);
  }
  return { companyId: company.id, companyName, marker, members };
}

/** A new employer account joined to `companyId` with `role`. */
export async function member(t: TestApp, companyId: string, role: CompanyRole, firstName?: string) {
  const p = await person(t, 'EMPLOYER', { firstName: firstName ?? role.toLowerCase(), lastName: 'Member' });
  await addMember(t.database.db, companyId, p.id, role);
  return p;
}

export async function insertJob(
  t: TestApp,
  companyId: string,
  postedBy: string | null,
  title: string,
  extra: Partial<typeof internships.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(internships)
    .values({
      companyId,
      postedBy,
      title,
      searchTitle: toSearchText(title),
      expirationDate: new Date(t.clock.now().getTime() + 30 * 86_400_000),
      ...extra,
    })
    .returning({ id: internships.id });
  if (!row) throw new Error('job insert failed');
  return row.id;
}

/** A candidate (bare row) applying to `jobId`, straight into the table (triggers run as for the API). */
export async function insertApplication(
  t: TestApp,
  jobId: string,
  names: { firstName?: string; lastName?: string } = {},
): Promise<{ applicationId: string; candidateId: string }> {
  const [candidate] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('applicant'), role: 'CANDIDATE', emailVerified: true, ...names })
    .returning({ id: users.id });
  if (!candidate) throw new Error('candidate insert failed');
  const [row] = await t.database.db
    .insert(applications)
    .values({ internshipId: jobId, userId: candidate.id })
    .returning({ id: applications.id });
  if (!row) throw new Error('application insert failed');
  return { applicationId: row.id, candidateId: candidate.id };
}

/** An open invitation written straight to the table (its secret unknown: for list/resend/revoke). */
export async function insertInvitation(
  t: TestApp,
  companyId: string,
  invitedBy: string,
  email = uniqueEmail('invitee'),
): Promise<{ id: string; email: string; tokenHash: string }> {
  const tokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  const [row] = await t.database.db
    .insert(companyInvitations)
    .values({
      companyId,
      email,
      role: 'VIEWER',
      language: 'en',
      tokenHash,
      invitedBy,
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  if (!row) throw new Error('invitation insert failed');
  return { id: row.id, email, tokenHash };
}

export async function roleOf(
  t: TestApp,
  userId: string,
): Promise<{ companyId: string; role: string } | null> {
  const [row] = await t.database.db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row ?? null;
}

/** Removes a member through the API (as the owner would), so their sessions end as in real life. */
export async function removeThroughApi(t: TestApp, manager: Person, userId: string): Promise<void> {
  const response = await call(t, 'DELETE', `/company/members/${userId}`, manager.token);
  if (response.statusCode !== 200) throw new Error(`removal failed: ${response.body}`);
}

export function data<T = Record<string, unknown>>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

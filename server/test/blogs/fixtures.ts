import { users } from '../../src/db/schema';
import { type TestApp, call, signedInAccount } from '../helper';
import { eq } from 'drizzle-orm';
import { foundCompany } from '../company-fixture';

/**
 * Accounts go through the real sign-up and login; names and the company row are written straight
 * to the database so these tests do not depend on the profile module.
 */
export interface Writer {
  token: string;
  userId: string;
}

export async function employer(
  t: TestApp,
  { first = 'Ana', last = 'Mbala', company = 'Kianda Tech' as string | null } = {},
): Promise<Writer> {
  const account = await signedInAccount(t, 'EMPLOYER');
  await t.database.db
    .update(users)
    .set({ firstName: first, lastName: last })
    .where(eq(users.id, account.userId));
  if (company) await foundCompany(t.database.db, account.userId, { companyName: company });
  return { token: account.token, userId: account.userId };
}

export async function candidate(t: TestApp): Promise<Writer> {
  const account = await signedInAccount(t, 'CANDIDATE');
  return { token: account.token, userId: account.userId };
}

export function article(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Como preparar a primeira entrevista',
    content: '<h2>Antes</h2><p>Leia sobre a <strong>empresa</strong> e prepare perguntas.</p>',
    status: 'PUBLISHED',
    ...overrides,
  };
}

export interface BlogBody {
  id: string;
  title: string;
  content: string;
  excerpt: string;
  readingMinutes: number;
  status: string;
  publishedAt: string | null;
  updatedAt: string;
  coverImage: string | null;
  mine: boolean;
  feedbackSent: boolean;
  author: { id: string; first_name: string | null; last_name: string | null; company_name: string | null };
}

export async function write(
  t: TestApp,
  who: Writer,
  overrides: Record<string, unknown> = {},
): Promise<BlogBody> {
  const response = await call(t, 'POST', '/blogs', who.token, article(overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { data: BlogBody }).data;
}

import type { Page } from '@playwright/test';
import type { Role } from '../../../src/shared/domain';
import { inDays } from './dates';
import { PASSWORD } from './journeys';
import { latestOtp, uniqueEmail } from './mail';

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
  role: Role;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.message ?? ''}`);
  return json;
}

export const api = {
  get: <T>(path: string, token?: string) => call<T>('GET', path, undefined, token),
  post: <T>(path: string, body: unknown, token?: string) => call<T>('POST', path, body, token),
  put: <T>(path: string, body: unknown, token?: string) => call<T>('PUT', path, body, token),
  patch: <T>(path: string, body: unknown, token?: string) => call<T>('PATCH', path, body, token),
};

/** A verified account made through the real API and the real mail, faster than the UI journey. */
export async function createAccount(
  role: Role = 'EMPLOYER',
  email = uniqueEmail(role.toLowerCase()),
): Promise<Account> {
  await api.post('/auth/sign-up', { email, password: PASSWORD, role });
  await api.post('/auth/verify', { email, otp: await latestOtp(email) });
  const login = await api.post<{ data: { accessToken: string; user_id: string } }>('/auth/login', {
    email,
    password: PASSWORD,
    from: role,
  });
  return { email, password: PASSWORD, token: login.data.accessToken, userId: login.data.user_id, role };
}

/** A multipart PUT, as the profile forms send it (PUT /user/profile, PUT /user/{userId}). */
export async function putForm(path: string, token: string, fields: Record<string, string>): Promise<void> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: 'PUT',
    headers: { authorization: token },
    body: form,
  });
  if (!res.ok) throw new Error(`PUT ${path} failed: ${res.status} ${await res.text()}`);
}

/** The employer's finished profile and company, saved with the wizard's own call (PUT /user/{userId}). */
export async function completeEmployerProfile(account: Account): Promise<void> {
  await putForm(`/user/${account.userId}`, account.token, {
    first_name: 'Luísa',
    last_name: 'Neto',
    phone: '+244 923 111 222',
    designation: 'Recrutadora',
    company_name: 'Kwanza Digital',
    description: 'Software em Luanda',
    city: 'Luanda',
    company_phone: '+244 222 333 444',
    website: 'https://kwanza.ao',
    industry: 'Technology',
  });
}

/** A job posted through the real call (POST /internship/post): valid fields, `fields` on top. */
export async function postJob(account: Account, fields: Record<string, unknown> & { title: string }) {
  const job = await api.post<{ data: { id: string } }>(
    '/internship/post',
    {
      industry: 'Technology',
      skills_required: ['SQL'],
      experience: ['Nenhuma'],
      education: ['Licenciatura'],
      internship_type: 'Full-time',
      number_of_opening: 1,
      expiration_date: inDays(30),
      internship_city: 'Luanda',
      description: 'Descrição da vaga.',
      responsibilities: 'Relatórios semanais.',
      min_salary: 50000,
      max_salary: 90000,
      posting_date: new Date().toISOString(),
      ...fields,
    },
    account.token,
  );
  return job.data.id;
}

/** An employer with a finished profile and company, who posted one job (`job` on postJob's fields). */
export async function employerWithJob(
  job: Record<string, unknown> & { title: string },
): Promise<{ employer: Account; jobId: string }> {
  const employer = await createAccount('EMPLOYER');
  await completeEmployerProfile(employer);
  return { employer, jobId: await postJob(employer, job) };
}

/** A candidate whose profile says `profile` (PUT /user/profile's fields). */
export async function candidateWith(profile: Record<string, string>): Promise<Account> {
  const candidate = await createAccount('CANDIDATE');
  await putForm('/user/profile', candidate.token, profile);
  return candidate;
}

/** `candidate` applies to the job with `body` (POST /applications/apply/{id}); the application's id. */
export async function applyTo(jobId: string, candidate: Account, body: Record<string, unknown> = {}) {
  const applied = await api.post<{ data: { id: string } }>(
    `/applications/apply/${jobId}`,
    body,
    candidate.token,
  );
  return applied.data.id;
}

/**
 * Stores `account`'s session as the web bridge's "Remember me" does (and, when given, the
 * preferences), from the sign-in page, for the next start to find.
 */
export async function storeSession(
  page: Page,
  account: Account,
  { profileSetup = true, prefs }: { profileSetup?: boolean; prefs?: object } = {},
): Promise<void> {
  await page.goto('/signin');
  // Once its own start is over: a start still reading the storage when the token lands would go on
  // as signed in (asking for the signed-in code meanwhile), before the caller's own navigation.
  await page.locator('input[type="email"]').waitFor();
  await page.evaluate(
    ({ token, userId, setup, prefs }) => {
      localStorage.setItem('conexao_token', token);
      localStorage.setItem('conexao_user_id', userId);
      localStorage.setItem('profile_setup', String(setup));
      if (prefs) localStorage.setItem('conexao_prefs', JSON.stringify(prefs));
    },
    { token: account.token, userId: account.userId, setup: profileSetup, prefs },
  );
}

/** Opens the app already signed in as `account` (the web bridge's "Remember me" storage). */
export async function openSignedIn(
  page: Page,
  account: Account,
  path = '/',
  profileSetup = true,
): Promise<void> {
  await storeSession(page, account, { profileSetup });
  await page.goto(path);
}

import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../../src/db/schema';
import {
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  type FakeFacebook,
  type FakeGoogle,
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET,
  startFakeFacebook,
  startFakeGoogle,
} from '../fake-providers';
import {
  STRONG_PASSWORD,
  type TestApp,
  WEB_URL,
  createVerifiedAccount,
  json,
  post,
  testApp,
  uniqueEmail,
} from '../helper';

/**
 * Sign-in with Google and Facebook, the server being the OAuth client (issue 14), against local
 * fakes that speak the providers' protocols (../fake-providers.ts): the start, the provider's
 * redirect to our callback, the one-time ticket and its exchange for a session.
 */

let google: FakeGoogle;
let facebook: FakeFacebook;
beforeAll(async () => {
  [google, facebook] = await Promise.all([startFakeGoogle(), startFakeFacebook()]);
});
afterAll(async () => {
  await Promise.all([google?.close(), facebook?.close()]);
});
beforeEach(() => {
  google.delay(0);
  facebook.delay(0);
});

type Provider = 'google' | 'facebook';

async function app(withProviders = true, config: Parameters<typeof testApp>[0] = {}): Promise<TestApp> {
  return testApp({ env: withProviders ? { ...google.env, ...facebook.env } : {}, ...config });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

interface Flow {
  secret: string;
  authorizationUrl: URL;
}

async function start(
  t: TestApp,
  provider: Provider,
  options: { client?: 'desktop' | 'web'; origin?: string } = {},
): Promise<Flow> {
  const secret = randomBytes(32).toString('base64url');
  const response = await t.app.inject({
    method: 'POST',
    url: `/auth/oauth/${provider}/start`,
    payload: { client: options.client ?? 'desktop', binding: sha256(secret) },
    headers: options.origin ? { origin: options.origin } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    secret,
    authorizationUrl: new URL((json(response).data as { authorizationUrl: string }).authorizationUrl),
  };
}

/** What the person's browser does at the provider: the provider redirects it to our callback. */
async function atProvider(flow: Flow): Promise<URL> {
  const response = await fetch(flow.authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function callback(t: TestApp, url: URL) {
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

function ticketIn(html: string): string | null {
  return /ticket=([\w-]{43})/.exec(html)?.[1] ?? null;
}

function exchange(t: TestApp, ticket: string, verifier: string) {
  return post(t, '/auth/oauth/ticket', { ticket, verifier });
}

/** The whole round trip up to the exchange's answer. */
async function signIn(t: TestApp, provider: Provider) {
  const flow = await start(t, provider);
  const page = await callback(t, await atProvider(flow));
  expect(page.statusCode).toBe(200);
  const ticket = ticketIn(page.body);
  expect(ticket, page.body).not.toBeNull();
  return exchange(t, ticket!, flow.secret);
}

async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function linksOf(t: TestApp, userId: string) {
  return t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

describe('GET /auth/providers', () => {
  it('lists no provider when none is configured', async () => {
    const t = await app(false);
    const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ data: { google: null, facebook: null } });
  });

  it('gives the public client/app ids (never a secret) when configured', async () => {
    const t = await app();
    const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ data: { google: GOOGLE_CLIENT_ID, facebook: FACEBOOK_APP_ID } });
    expect(response.body).not.toContain(FACEBOOK_APP_SECRET);
    expect(response.body).not.toContain(GOOGLE_CLIENT_SECRET);
  });
});

describe('POST /auth/oauth/{provider}/start', () => {
  it('answers 400 PROVIDER_DISABLED for a provider that is not configured', async () => {
    const t = await app(false);
    const response = await post(t, '/auth/oauth/google/start', { client: 'desktop', binding: sha256('x') });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'This sign-in option is not configured on this server.',
      code: 'PROVIDER_DISABLED',
    });
  });

  it("sends the person to Google's page with PKCE S256, a state, a nonce and our callback", async () => {
    const t = await app();
    const { authorizationUrl } = await start(t, 'google');
    const q = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(google.env.OAUTH_GOOGLE_AUTH_URL);
    expect(q.get('client_id')).toBe(GOOGLE_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/auth/oauth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(authorizationUrl.href).not.toContain(GOOGLE_CLIENT_SECRET);
    // Every flow has its own state, verifier and nonce.
    const other = (await start(t, 'google')).authorizationUrl.searchParams;
    for (const name of ['state', 'nonce', 'code_challenge']) expect(other.get(name)).not.toBe(q.get(name));
  });

  it("sends the person to Facebook's dialog with PKCE S256 and the email scope", async () => {
    const t = await app();
    const { authorizationUrl } = await start(t, 'facebook');
    const q = authorizationUrl.searchParams;
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(
      facebook.env.OAUTH_FACEBOOK_DIALOG_URL,
    );
    expect(q.get('client_id')).toBe(FACEBOOK_APP_ID);
    expect(q.get('redirect_uri')).toBe(`${t.config.publicUrl}/auth/oauth/facebook/callback`);
    expect(q.get('scope')).toBe('email,public_profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('takes a web flow only from one of our web origins', async () => {
    const t = await app();
    const body = { client: 'web', binding: sha256('x') };
    const none = await post(t, '/auth/oauth/google/start', body);
    const foreign = await post(t, '/auth/oauth/google/start', body, { origin: 'https://evil.test' });
    expect([none.statusCode, foreign.statusCode]).toEqual([403, 403]);
    expect((await post(t, '/auth/oauth/google/start', body, { origin: WEB_URL })).statusCode).toBe(200);
  });

  it('refuses a malformed binding or client with 400', async () => {
    const t = await app();
    expect(
      (await post(t, '/auth/oauth/google/start', { client: 'desktop', binding: 'short' })).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/auth/oauth/google/start', { client: 'tv', binding: sha256('x') })).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/auth/oauth/github/start', { client: 'desktop', binding: sha256('x') })).statusCode,
    ).toBe(400);
  });
});

describe('Google sign-in', () => {
  it('creates a verified EMPLOYER with the name and photo Google gives, and signs it in', async () => {
    const t = await app();
    const email = uniqueEmail('google');
    google.signInAs({ email, name: 'Ana Maria Kiala', picture: 'https://img.test/ana.png' });
    const response = await signIn(t, 'google');
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response) as { message: string; data: Record<string, string>; profileSetup: boolean };
    expect(body.message).toBe('Logged in successfully');
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user_id']);
    expect(body.profileSetup).toBe(false);
    expect(await userByEmail(t, email)).toMatchObject({
      id: body.data.user_id,
      role: 'EMPLOYER',
      provider: 'GOOGLE',
      emailVerified: true,
      passwordHash: null,
      firstName: 'Ana',
      lastName: 'Maria Kiala',
      profileImg: 'https://img.test/ana.png',
    });
    expect((await linksOf(t, body.data.user_id!)).map((l) => l.provider)).toEqual(['GOOGLE']);
    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: body.data.accessToken! },
    });
    expect(details.statusCode).toBe(200);
    // The refresh token is a real one of the session machinery.
    const refreshed = await post(t, '/auth/refresh', { refreshToken: body.data.refreshToken });
    expect(refreshed.statusCode).toBe(200);
  });

  it('signs an existing employer in and links Google to the account', async () => {
    const t = await app();
    const { email } = await createVerifiedAccount(t);
    const before = await userByEmail(t, email);
    google.signInAs({ email, sub: `sub-${email}` });
    const response = await signIn(t, 'google');
    expect(response.statusCode, response.body).toBe(200);
    expect((json(response).data as { user_id: string }).user_id).toBe(before!.id);
    const after = await userByEmail(t, email);
    expect(after).toMatchObject({ provider: 'LOCAL', passwordHash: before!.passwordHash });
    expect(await linksOf(t, before!.id)).toEqual([
      expect.objectContaining({ provider: 'GOOGLE', subject: `sub-${email}`, email }),
    ]);
    // The password still works.
    expect((await post(t, '/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('finds the linked account by Google subject even after the address changed at Google', async () => {
    const t = await app();
    const email = uniqueEmail('google');
    google.signInAs({ email, sub: `stable-${email}` });
    const first = json(await signIn(t, 'google')).data as { user_id: string };
    google.signInAs({ email: uniqueEmail('renamed'), sub: `stable-${email}` });
    const second = json(await signIn(t, 'google')).data as { user_id: string };
    expect(second.user_id).toBe(first.user_id);
  });

  it('refuses a candidate account with the usual role message, and links nothing', async () => {
    const t = await app();
    const { email } = await createVerifiedAccount(t, { role: 'CANDIDATE' });
    google.signInAs({ email });
    const response = await signIn(t, 'google');
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      code: 'WRONG_ROLE',
      message: 'This account cannot sign in here. Please use an employer account.',
    });
    expect(await linksOf(t, (await userByEmail(t, email))!.id)).toEqual([]);
  });

  it('refuses an address Google has not verified, saying so, and creates nothing', async () => {
    const t = await app();
    const email = uniqueEmail('unverified');
    google.signInAs({ email, email_verified: false });
    const response = await signIn(t, 'google');
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('SOCIAL_EMAIL_UNVERIFIED');
    expect(json(response).message).toMatch(/Google account has no verified email address/);
    expect(await userByEmail(t, email)).toBeUndefined();
  });

  it.each([
    ['another audience', { claims: { aud: 'someone-else.apps.googleusercontent.com' } }],
    ['another issuer', { claims: { iss: 'https://evil.test' } }],
    ['another nonce', { claims: { nonce: 'not-the-one-we-sent' } }],
    ['an expired token', { token: { expiresIn: '-1m' } }],
    ['a key Google does not publish', { token: { foreignKey: true } }],
  ])('refuses an ID token with %s, and creates nothing', async (_label, bend) => {
    const t = await app();
    const email = uniqueEmail('google');
    google.signInAs({ email, ...bend });
    const response = await signIn(t, 'google');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      code: 'SOCIAL_SIGNIN_FAILED',
      message: 'Could not sign in with Google',
    });
    expect(await userByEmail(t, email)).toBeUndefined();
  });

  it('says so when the person cancels at Google', async () => {
    const t = await app();
    google.signInAs({ deny: true });
    const response = await signIn(t, 'google');
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Sign-in with Google was cancelled.');
  });

  it('gives up on a provider that does not answer in time, with a clear message', async () => {
    const t = await app(true, { config: { oauthTimeoutMs: 200 } });
    const email = uniqueEmail('slow');
    google.signInAs({ email });
    google.delay(3000);
    const response = await signIn(t, 'google');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      code: 'SOCIAL_SIGNIN_FAILED',
      message: 'Google did not answer in time. Please try again.',
    });
    expect(await userByEmail(t, email)).toBeUndefined();
  });
});

describe('state, code and PKCE', () => {
  it('shows a dead-link page, with no ticket, for a state nobody issued', async () => {
    const t = await app();
    const page = await t.app.inject({
      method: 'GET',
      url: `/auth/oauth/google/callback?state=${'a'.repeat(43)}&code=whatever`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This sign-in link is no longer valid');
    expect(ticketIn(page.body)).toBeNull();
  });

  it('takes a state once: the replayed callback gets no ticket', async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('replay') });
    const returned = await atProvider(await start(t, 'google'));
    expect(ticketIn((await callback(t, returned)).body)).not.toBeNull();
    const replay = await callback(t, returned);
    expect(ticketIn(replay.body)).toBeNull();
    expect(replay.body).toContain('no longer valid');
  });

  it("binds the state to its provider: Google's state at Facebook's callback is refused", async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('cross') });
    const returned = await atProvider(await start(t, 'google'));
    returned.pathname = '/auth/oauth/facebook/callback';
    expect(ticketIn((await callback(t, returned)).body)).toBeNull();
  });

  it('lets a state live 10 minutes', async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('late') });
    const returned = await atProvider(await start(t, 'google'));
    t.clock.advance(10 * 60_000 + 1000);
    expect(ticketIn((await callback(t, returned)).body)).toBeNull();
  });

  it('fails with a replayed code: the provider refuses a code it already gave tokens for', async () => {
    const t = await app();
    const email = uniqueEmail('code');
    google.signInAs({ email });
    const first = await atProvider(await start(t, 'google'));
    expect(ticketIn((await callback(t, first)).body)).not.toBeNull();
    // A fresh, valid flow, but carrying the spent code.
    const second = await start(t, 'google');
    const replayed = await atProvider(second);
    replayed.searchParams.set('code', first.searchParams.get('code')!);
    const ticket = ticketIn((await callback(t, replayed)).body)!;
    const response = await exchange(t, ticket, second.secret);
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('SOCIAL_SIGNIN_FAILED');
  });

  it("fails when the verifier is not the code's: the provider refuses a bad PKCE verifier", async () => {
    const t = await app();
    const email = uniqueEmail('pkce');
    google.signInAs({ email });
    const flowA = await start(t, 'google');
    const codeForA = (await atProvider(flowA)).searchParams.get('code')!;
    const flowB = await start(t, 'google');
    const returnedB = await atProvider(flowB);
    // B's state (so B's verifier is sent) with the code issued for A's challenge.
    returnedB.searchParams.set('code', codeForA);
    const ticket = ticketIn((await callback(t, returnedB)).body)!;
    const response = await exchange(t, ticket, flowB.secret);
    expect(response.statusCode).toBe(401);
    expect(await userByEmail(t, email)).toBeUndefined();
  });
});

describe('POST /auth/oauth/ticket', () => {
  async function ticketFor(t: TestApp) {
    google.signInAs({ email: uniqueEmail('ticket') });
    const flow = await start(t, 'google');
    const ticket = ticketIn((await callback(t, await atProvider(flow))).body)!;
    return { ticket, secret: flow.secret };
  }

  it('takes a ticket once', async () => {
    const t = await app();
    const { ticket, secret } = await ticketFor(t);
    expect((await exchange(t, ticket, secret)).statusCode).toBe(200);
    const again = await exchange(t, ticket, secret);
    expect(again.statusCode).toBe(401);
    expect(json(again)).toEqual({
      code: 'SOCIAL_TICKET_INVALID',
      message: 'This sign-in has expired or was already used. Please try again.',
    });
  });

  it('refuses a ticket after 60 seconds', async () => {
    const t = await app();
    const { ticket, secret } = await ticketFor(t);
    t.clock.advance(61_000);
    expect(json(await exchange(t, ticket, secret)).code).toBe('SOCIAL_TICKET_INVALID');
  });

  it('refuses a ticket without the secret of the app that started the flow', async () => {
    const t = await app();
    const { ticket, secret } = await ticketFor(t);
    const response = await exchange(t, ticket, randomBytes(32).toString('base64url'));
    expect(json(response).code).toBe('SOCIAL_TICKET_INVALID');
    // Spent by the attempt: a stolen ticket cannot be tried twice.
    expect(json(await exchange(t, ticket, secret)).code).toBe('SOCIAL_TICKET_INVALID');
  });

  it('refuses a malformed ticket with 400', async () => {
    const t = await app();
    expect((await exchange(t, 'short', 'short')).statusCode).toBe(400);
  });
});

describe('the callback page', () => {
  it('desktop: opens conexao://auth/complete with the ticket and says the tab can be closed', async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('page') });
    const page = await callback(t, await atProvider(await start(t, 'google')));
    expect(page.body).toMatch(/location\.href = "conexao:\/\/auth\/complete\?ticket=[\w-]{43}"/);
    expect(page.body).toContain('You can close this tab and return to Conexão.');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'nonce-/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('speaks the browser language', async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('pt') });
    const returned = await atProvider(await start(t, 'google'));
    const page = await t.app.inject({
      method: 'GET',
      url: `${returned.pathname}${returned.search}`,
      headers: { 'accept-language': 'pt-AO,pt;q=0.9' },
    });
    expect(page.body).toContain('Pode fechar este separador e voltar ao Conexão.');
  });

  it("web: posts the ticket to the opener at the web app's origin only, else returns to /signin", async () => {
    const t = await app();
    google.signInAs({ email: uniqueEmail('web') });
    const page = await callback(
      t,
      await atProvider(await start(t, 'google', { client: 'web', origin: WEB_URL })),
    );
    expect(page.body).toMatch(/target\.postMessage\(message, "http:\/\/web\.test:5173"\)/);
    expect(page.body).toMatch(/"type":"conexao:oauth","ticket":"[\w-]{43}"/);
    expect(page.body).toMatch(
      /location\.replace\("http:\/\/web\.test:5173\/signin#oauth_ticket=[\w-]{43}"\)/,
    );
    expect(page.body).not.toContain('conexao://');
  });
});

describe('Facebook sign-in', () => {
  it('creates a verified EMPLOYER from the Graph API identity', async () => {
    const t = await app();
    const email = uniqueEmail('facebook');
    facebook.signInAs({ id: `fb-${email}`, email, name: 'Bento Mateus' });
    const response = await signIn(t, 'facebook');
    expect(response.statusCode, response.body).toBe(200);
    const userId = (json(response).data as { user_id: string }).user_id;
    expect(await userByEmail(t, email)).toMatchObject({
      id: userId,
      role: 'EMPLOYER',
      provider: 'FACEBOOK',
      emailVerified: true,
      firstName: 'Bento',
      lastName: 'Mateus',
      profileImg: `https://img.test/fb-${email}.png`,
    });
    expect(await linksOf(t, userId)).toEqual([
      expect.objectContaining({ provider: 'FACEBOOK', subject: `fb-${email}` }),
    ]);
  });

  it('links Facebook to an existing employer', async () => {
    const t = await app();
    const { email } = await createVerifiedAccount(t);
    facebook.signInAs({ id: `fb-${email}`, email });
    const response = await signIn(t, 'facebook');
    expect(response.statusCode).toBe(200);
    expect((json(response).data as { user_id: string }).user_id).toBe((await userByEmail(t, email))!.id);
  });

  it('refuses a Facebook account without an email it will share', async () => {
    const t = await app();
    facebook.signInAs({ id: 'fb-no-email' });
    const response = await signIn(t, 'facebook');
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('SOCIAL_EMAIL_UNVERIFIED');
    expect(json(response).message).toMatch(/Facebook account has no verified email address/);
  });

  it.each([
    ['a token issued to another app', { appId: '999' }],
    ['/me naming another user than debug_token', { meId: 'fb-someone-else' }],
  ])('refuses %s', async (_label, bend) => {
    const t = await app();
    const email = uniqueEmail('facebook');
    facebook.signInAs({ id: `fb-${email}`, email, ...bend });
    const response = await signIn(t, 'facebook');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      code: 'SOCIAL_SIGNIN_FAILED',
      message: 'Could not sign in with Facebook',
    });
    expect(await userByEmail(t, email)).toBeUndefined();
  });

  it('gives up on a Graph API that does not answer in time', async () => {
    const t = await app(true, { config: { oauthTimeoutMs: 200 } });
    facebook.signInAs({ id: 'fb-slow', email: uniqueEmail('slow') });
    facebook.delay(3000);
    const response = await signIn(t, 'facebook');
    expect(json(response).message).toBe('Facebook did not answer in time. Please try again.');
  });

  it('refuses the candidate role', async () => {
    const t = await app();
    const { email } = await createVerifiedAccount(t, { role: 'CANDIDATE' });
    facebook.signInAs({ id: `fb-${email}`, email });
    const response = await signIn(t, 'facebook');
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('WRONG_ROLE');
  });
});

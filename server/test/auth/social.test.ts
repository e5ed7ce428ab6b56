import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import {
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  type FakeFacebook,
  type FakeGoogle,
  GOOGLE_CLIENT_ID,
  GOOGLE_ISSUER,
  startFakeFacebook,
  startFakeGoogle,
} from '../fake-providers';
import {
  STRONG_PASSWORD,
  type TestApp,
  createVerifiedAccount,
  json,
  post,
  testApp,
  uniqueEmail,
} from '../helper';

let google: FakeGoogle;
let facebook: FakeFacebook;
beforeAll(async () => {
  [google, facebook] = await Promise.all([startFakeGoogle(), startFakeFacebook()]);
});
afterAll(async () => {
  await Promise.all([google?.close(), facebook?.close()]);
});

async function app(withProviders = true): Promise<TestApp> {
  const env: Record<string, string> = withProviders
    ? {
        GOOGLE_CLIENT_ID,
        OAUTH_GOOGLE_JWKS_URL: google.jwksUrl,
        OAUTH_GOOGLE_ISSUER: GOOGLE_ISSUER,
        FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        OAUTH_FACEBOOK_GRAPH_URL: facebook.graphUrl,
      }
    : {};
  return testApp({ env });
}

const payload = (credential: string, extra: Record<string, unknown> = {}) => ({
  name: 'Client Name',
  email: 'client-claims@example.com',
  photo: null,
  role: 'EMPLOYER',
  credential,
  ...extra,
});

async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('GET /auth/providers', () => {
  it('lists no provider when none is configured', async () => {
    const t = await app(false);
    const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ data: { google: null, facebook: null } });
  });

  it('gives the public client/app ids (never the secret) when configured', async () => {
    const t = await app();
    const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ data: { google: GOOGLE_CLIENT_ID, facebook: FACEBOOK_APP_ID } });
    expect(response.body).not.toContain(FACEBOOK_APP_SECRET);
  });
});

describe('POST /auth/google-auth', () => {
  it('answers 400 PROVIDER_DISABLED when Google is not configured', async () => {
    const t = await app(false);
    const response = await post(t, '/auth/google-auth', payload('anything'));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'This sign-in option is not configured on this server.',
      code: 'PROVIDER_DISABLED',
    });
  });

  it('creates a verified GOOGLE account from the token and answers SocialAuthResponse', async () => {
    const t = await app();
    const email = uniqueEmail('google');
    const response = await post(t, '/auth/google-auth', payload(await google.idToken({ email })));
    expect(response.statusCode).toBe(200);
    const body = json(response) as { message: string; data: Record<string, unknown> };
    expect(body.message).toBe('Logged in successfully');
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'profileSetup', 'refreshToken', 'user_id']);
    expect(body.data.profileSetup).toBe(false);
    const row = await userByEmail(t, email);
    expect(row).toMatchObject({
      id: body.data.user_id,
      provider: 'GOOGLE',
      emailVerified: true,
      passwordHash: null,
      firstName: 'Ana',
      lastName: 'Kiala',
      profileImg: 'https://img.test/ana.png',
    });
    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: String(body.data.accessToken) },
    });
    expect(details.statusCode).toBe(200);
  });

  it('signs the same person into the same account next time', async () => {
    const t = await app();
    const email = uniqueEmail('google');
    const first = json(await post(t, '/auth/google-auth', payload(await google.idToken({ email }))));
    const second = json(await post(t, '/auth/google-auth', payload(await google.idToken({ email }))));
    expect((second.data as { user_id: string }).user_id).toBe((first.data as { user_id: string }).user_id);
  });

  it('trusts the email in the token, not the one the client sends', async () => {
    const t = await app();
    const email = uniqueEmail('google');
    const claimed = uniqueEmail('claimed');
    await post(t, '/auth/google-auth', payload(await google.idToken({ email }), { email: claimed }));
    expect(await userByEmail(t, email)).toBeDefined();
    expect(await userByEmail(t, claimed)).toBeUndefined();
  });

  it.each([
    ['another audience', { aud: 'someone-else' }, {}],
    ['another issuer', { iss: 'https://evil.test' }, {}],
    ['an unverified email', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: '-1m' }],
    ['a key Google does not publish', {}, { foreignKey: true }],
  ])('refuses %s with 401 and the product message', async (_label, claims, options) => {
    const t = await app();
    const email = uniqueEmail('google');
    const token = await google.idToken({ email, ...claims }, options);
    const response = await post(t, '/auth/google-auth', payload(token));
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Could not sign in with Google');
    expect(await userByEmail(t, email)).toBeUndefined();
  });

  it('refuses a role other than the account has', async () => {
    const t = await app();
    const { email } = await createVerifiedAccount(t, { role: 'CANDIDATE' });
    const response = await post(t, '/auth/google-auth', payload(await google.idToken({ email })));
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('WRONG_ROLE');
  });

  it("drops the password of an unverified account opened by someone else with the person's email", async () => {
    const t = await app();
    const email = uniqueEmail('google');
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    expect((await post(t, '/auth/google-auth', payload(await google.idToken({ email })))).statusCode).toBe(
      200,
    );
    expect((await post(t, '/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect(await userByEmail(t, email)).toMatchObject({ emailVerified: true, passwordHash: null });
  });
});

describe('POST /auth/facebook-auth', () => {
  it('answers 400 PROVIDER_DISABLED when Facebook is not configured', async () => {
    const t = await app(false);
    const response = await post(t, '/auth/facebook-auth', payload('anything'));
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('PROVIDER_DISABLED');
  });

  it('creates a FACEBOOK account from a token the Graph API confirms', async () => {
    const t = await app();
    const email = uniqueEmail('facebook');
    const token = facebook.token({ id: 'fb-1', email, name: 'Bento Manuel' });
    const response = await post(t, '/auth/facebook-auth', payload(token));
    expect(response.statusCode).toBe(200);
    expect(await userByEmail(t, email)).toMatchObject({
      provider: 'FACEBOOK',
      firstName: 'Bento',
      emailVerified: true,
    });
  });

  it('refuses a token issued to another app', async () => {
    const t = await app();
    const email = uniqueEmail('facebook');
    const token = facebook.token({ id: 'fb-2', email, appId: '999' });
    const response = await post(t, '/auth/facebook-auth', payload(token));
    expect(response.statusCode).toBe(401);
    expect(json(response).message).toBe('Could not sign in with Facebook');
  });

  it('refuses a token Facebook does not know', async () => {
    const t = await app();
    const response = await post(t, '/auth/facebook-auth', payload('fb-made-up'));
    expect(response.statusCode).toBe(401);
  });

  it('refuses an account without an email', async () => {
    const t = await app();
    const response = await post(t, '/auth/facebook-auth', payload(facebook.token({ id: 'fb-3' })));
    expect(response.statusCode).toBe(401);
  });
});

import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES, OTP_RESEND_LOCK_SECONDS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { otpFrom } from '../mail-capture';
import {
  STRONG_PASSWORD,
  createVerifiedAccount,
  json,
  post,
  testApp,
  uniqueEmail,
  usesRedis,
} from '../helper';

describe('POST /auth/login', () => {
  it('answers message, data{accessToken,refreshToken,user_id} and profileSetup at top level', async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    const response = await post(t, '/auth/login', { email, password, from: 'EMPLOYER' });
    expect(response.statusCode).toBe(200);
    const body = json(response) as { data: Record<string, unknown> };
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'profileSetup']);
    expect(body).toMatchObject({ message: 'Logged in successfully', profileSetup: false });
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'refreshToken', 'user_id']);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(body.data.user_id).toBe(row?.id);
    expect(body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // 256 random bits, base64url.
    expect(body.data.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  it('reports profileSetup from the account', async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    await t.database.db.update(users).set({ profileSetup: true }).where(eq(users.email, email));
    const response = await post(t, '/auth/login', { email, password, from: 'EMPLOYER' });
    expect(json(response).profileSetup).toBe(true);
  });

  it('matches the email whatever its case', async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    const response = await post(t, '/auth/login', { email: ` ${email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same 401 and message', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const wrongPassword = await post(t, '/auth/login', { email, password: 'not the password' });
    const unknownEmail = await post(t, '/auth/login', { email: uniqueEmail(), password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(json(wrongPassword)).toEqual({
      message: 'Invalid email or password.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(json(unknownEmail)).toEqual(json(wrongPassword));
  });

  it('refuses an account whose role differs from `from` with 403 WRONG_ROLE', async () => {
    const t = await testApp();
    const candidate = await createVerifiedAccount(t, { role: 'CANDIDATE' });
    const response = await post(t, '/auth/login', { ...candidate, from: 'EMPLOYER' });
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('WRONG_ROLE');
    expect((await post(t, '/auth/login', { ...candidate, from: 'CANDIDATE' })).statusCode).toBe(200);
  });

  it('refuses sign-in before verification with 403 EMAIL_NOT_VERIFIED and a message', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    const response = await post(t, '/auth/login', { email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      message: 'Please verify your email before signing in. We have sent you a code.',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('sends a fresh code at an unverified sign-in only when the last one is older than 60 s', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    await t.mail.next(email);
    await post(t, '/auth/login', { email, password: STRONG_PASSWORD });
    expect(t.mail.to(email)).toHaveLength(1);

    t.clock.advance((OTP_RESEND_LOCK_SECONDS + 1) * 1000);
    await post(t, '/auth/login', { email, password: STRONG_PASSWORD });
    const fresh = otpFrom(await t.mail.next(email));
    expect((await post(t, '/auth/verify', { email, otp: fresh })).statusCode).toBe(200);
    expect((await post(t, '/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });

  it('does not tell an unverified account apart from an unknown one on a wrong password', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    const response = await post(t, '/auth/login', { email, password: 'wrong password' });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('INVALID_CREDENTIALS');
  });

  it(`locks an account after ${LOGIN_MAX_FAILURES} failures within 15 minutes, until the window passes`, async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await post(t, '/auth/login', { email, password: `wrong ${i}` })).statusCode).toBe(401);
    }
    const locked = await post(t, '/auth/login', { email, password });
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'ACCOUNT_LOCKED',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Redis keeps real time; the window's end is only simulated with the in-memory store.
    if (usesRedis) return;
    t.clock.advance(LOGIN_FAILURE_WINDOW_MINUTES * 60_000 - 5_000);
    expect((await post(t, '/auth/login', { email, password })).statusCode).toBe(429);
    t.clock.advance(10_000);
    expect((await post(t, '/auth/login', { email, password })).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way, so the lock reveals nothing', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
      await post(t, '/auth/login', { email, password: 'guess' });
    expect((await post(t, '/auth/login', { email, password: 'guess' })).statusCode).toBe(429);
  });

  it('does not lock one account because of failures on another', async () => {
    const t = await testApp();
    const victim = await createVerifiedAccount(t);
    const other = uniqueEmail();
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i += 1)
      await post(t, '/auth/login', { email: other, password: 'guess' });
    expect((await post(t, '/auth/login', victim)).statusCode).toBe(200);
  });
});

describe('per-address limit on /auth/*', () => {
  it('allows at least 60 auth requests a minute from one address by default', async () => {
    const t = await testApp();
    expect(t.config.authRateLimitPerMinute).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < 60; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 429 past the configured limit, per address, until the minute passes', async () => {
    const t = await testApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '60' } });
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/auth/providers', remoteAddress });
    for (let i = 0; i < 60; i += 1) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
    expect((await from('203.0.113.8')).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.7' })).statusCode,
    ).toBe(200);
    if (usesRedis) return;
    t.clock.advance(61_000);
    expect((await from('203.0.113.7')).statusCode).toBe(200);
  });
});

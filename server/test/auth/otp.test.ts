import { OTP_MAX_ATTEMPTS, OTP_RESEND_LOCK_SECONDS, OTP_TTL_SECONDS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps, users } from '../../src/db/schema';
import { otpFrom } from '../mail-capture';
import { STRONG_PASSWORD, type TestApp, json, post, testApp, uniqueEmail } from '../helper';

/** Signs up and returns the emailed code. */
async function signUp(t: TestApp, email = uniqueEmail()) {
  const response = await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
  expect(response.statusCode).toBe(201);
  return { email, code: otpFrom(await t.mail.next(email)) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function otpRow(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ codeHash: emailOtps.codeHash, attempts: emailOtps.attempts, consumedAt: emailOtps.consumedAt })
    .from(emailOtps)
    .innerJoin(users, eq(users.id, emailOtps.userId))
    .where(eq(users.email, email));
  return row!;
}

describe('OTP verification', () => {
  it('verifies the address with the emailed code', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    const response = await post(t, '/auth/verify', { email, otp: code });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Email verified successfully!' });
  });

  it('stores the code hashed, never in clear', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    const row = await otpRow(t, email);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('accepts a code only once', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    expect((await post(t, '/auth/verify', { email, otp: code })).statusCode).toBe(200);
    expect((await otpRow(t, email)).consumedAt).not.toBeNull();
    const again = await post(t, '/auth/verify', { email, otp: code });
    expect(again.statusCode).not.toBe(200);
  });

  it('refuses a code after 300 seconds', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    t.clock.advance((OTP_TTL_SECONDS + 1) * 1000);
    const response = await post(t, '/auth/verify', { email, otp: code });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'The code has expired. Please request a new one.',
      code: 'OTP_INVALID',
    });
  });

  it('still accepts a code just before 300 seconds', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    t.clock.advance((OTP_TTL_SECONDS - 2) * 1000);
    expect((await post(t, '/auth/verify', { email, otp: code })).statusCode).toBe(200);
  });

  it('refuses a malformed code with the product message', async () => {
    const t = await testApp();
    const { email } = await signUp(t);
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const response = await post(t, '/auth/verify', { email, otp });
      expect(response.statusCode, otp).toBe(400);
      expect(json(response).message, otp).toBe('Please enter a valid 6-digit OTP.');
    }
  });

  it('kills the code at the 5th wrong try: even the right one then fails until a resend', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      const response = await post(t, '/auth/verify', { email, otp: wrong(code) });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('OTP_INVALID');
    }
    const fifth = await post(t, '/auth/verify', { email, otp: wrong(code) });
    expect(fifth.statusCode).toBe(400);
    expect(json(fifth)).toEqual({
      message: 'Too many wrong codes. Please request a new one.',
      code: 'OTP_EXHAUSTED',
    });

    const right = await post(t, '/auth/verify', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(json(right).code).toBe('OTP_EXHAUSTED');

    t.clock.advance((OTP_RESEND_LOCK_SECONDS + 1) * 1000);
    expect((await post(t, '/auth/resend-otp', { email })).statusCode).toBe(200);
    const fresh = otpFrom(await t.mail.next(email));
    expect((await post(t, '/auth/verify', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('never compares more than 5 guesses, even sent in parallel', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    const guesses = Array.from({ length: 12 }, () => post(t, '/auth/verify', { email, otp: wrong(code) }));
    const responses = await Promise.all(guesses);
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    expect((await otpRow(t, email)).attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('answers a wrong code for an unknown address like any wrong code', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/verify', { email: uniqueEmail(), otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'Invalid or expired code.', code: 'OTP_INVALID' });
  });
});

describe('POST /auth/resend-otp', () => {
  it('answers 429 with a message within 60 s of the last code', async () => {
    const t = await testApp();
    const { email } = await signUp(t);
    t.clock.advance(20_000);
    const response = await post(t, '/auth/resend-otp', { email });
    expect(response.statusCode).toBe(429);
    expect(json(response)).toEqual({
      message: 'Please wait 40s before requesting a new code.',
      code: 'RATE_LIMITED',
    });
    expect(response.headers['retry-after']).toBe('40');
    expect(t.mail.to(email)).toHaveLength(1);
  });

  it('sends a new code after 60 s, and the old code stops working', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    t.clock.advance((OTP_RESEND_LOCK_SECONDS + 1) * 1000);
    const response = await post(t, '/auth/resend-otp', { email });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'OTP resent to your email.' });
    const fresh = otpFrom(await t.mail.next(email));
    if (fresh !== code) expect((await post(t, '/auth/verify', { email, otp: code })).statusCode).toBe(400);
    expect((await post(t, '/auth/verify', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('gives a fresh 300 s to the new code', async () => {
    const t = await testApp();
    const { email } = await signUp(t);
    t.clock.advance((OTP_TTL_SECONDS + 10) * 1000);
    await post(t, '/auth/resend-otp', { email });
    const fresh = otpFrom(await t.mail.next(email));
    t.clock.advance((OTP_TTL_SECONDS - 5) * 1000);
    expect((await post(t, '/auth/verify', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one, without sending mail', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    const response = await post(t, '/auth/resend-otp', { email });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'OTP resent to your email.' });
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('answers 409 for an address that is already verified', async () => {
    const t = await testApp();
    const { email, code } = await signUp(t);
    await post(t, '/auth/verify', { email, otp: code });
    const response = await post(t, '/auth/resend-otp', { email });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe('This email is already verified. Please sign in.');
  });
});

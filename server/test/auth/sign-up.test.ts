import { OTP_RESEND_LOCK_SECONDS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { otpFrom } from '../mail-capture';
import {
  STRONG_PASSWORD,
  type TestApp,
  createVerifiedAccount,
  json,
  login,
  post,
  testApp,
  uniqueEmail,
} from '../helper';

async function usersWithEmail(t: TestApp, email: string) {
  return t.database.db.select().from(users).where(eq(users.email, email));
}

describe('POST /auth/sign-up', () => {
  it('creates an unverified account, answers 201 {message} and emails a 6-digit code', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    const response = await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD, role: 'EMPLOYER' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ message: 'Signup successful! Please check your email for OTP.' });
    const [row] = await usersWithEmail(t, email);
    expect(row).toMatchObject({ role: 'EMPLOYER', provider: 'LOCAL', emailVerified: false });
    expect(otpFrom(await t.mail.next(email))).toMatch(/^\d{6}$/);
  });

  it('stores the email trimmed and lower-cased', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email: `  ${email.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(await usersWithEmail(t, email)).toHaveLength(1);
  });

  it('refuses a password shorter than 8 characters with 400 and a message', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/sign-up', { email: uniqueEmail(), password: 'short7!' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'Password must be at least 8 characters.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses an invalid email with the product message', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/sign-up', { email: 'not an email', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Please enter a valid email address.');
  });

  it('answers 409 for an address that is already verified', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const response = await post(t, '/auth/sign-up', { email, password: 'another password' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      message: 'An account with this email already exists.',
      code: 'CONFLICT',
    });
  });

  it('re-sends a code for an unverified address instead of creating a second account', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: 'first password' });
    const firstCode = otpFrom(await t.mail.next(email));
    t.clock.advance((OTP_RESEND_LOCK_SECONDS + 1) * 1000);

    const again = await post(t, '/auth/sign-up', { email, password: 'second password' });
    expect(again.statusCode).toBe(200);
    expect(json(again).message).toBe('Signup successful! Please check your email for OTP.');
    expect(await usersWithEmail(t, email)).toHaveLength(1);

    const secondCode = otpFrom(await t.mail.next(email));
    // Only the latest code works, and it confirms the latest password.
    if (secondCode !== firstCode) {
      expect((await post(t, '/auth/verify', { email, otp: firstCode })).statusCode).toBe(400);
    }
    expect((await post(t, '/auth/verify', { email, otp: secondCode })).statusCode).toBe(200);
    expect((await post(t, '/auth/login', { email, password: 'first password' })).statusCode).toBe(401);
    await expect(login(t, email, 'second password')).resolves.toHaveProperty('token');
  });

  it('answers 429 when an unverified address signs up again within 60 s', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    const again = await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(429);
    expect(json(again).code).toBe('RATE_LIMITED');
  });

  it('creates candidates too (role CANDIDATE)', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t, { role: 'CANDIDATE' });
    const [row] = await usersWithEmail(t, email);
    expect(row?.role).toBe('CANDIDATE');
  });

  it('refuses an unknown role', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/sign-up', {
      email: uniqueEmail(),
      password: STRONG_PASSWORD,
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_ERROR');
  });

  it('sends the code in the language of the request', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD }, { 'accept-language': 'pt' });
    const mail = await t.mail.next(email);
    expect(mail.subject).toBe('O seu código de verificação Conexão');
    expect(mail.text).toContain('O seu código de verificação Conexão é');
  });
});

import { CODE_MAILS_PER_DAY, CODE_MAILS_PER_HOUR, OTP_RESEND_LOCK_SECONDS } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  type TestApp,
  json,
  post,
  signedInAccount,
  testApp,
  uniqueEmail,
  usesRedis,
} from '../helper';
import { form, profileApp, send } from '../profile/support';

/**
 * Verification codes per address: at most CODE_MAILS_PER_HOUR an hour and CODE_MAILS_PER_DAY a
 * day, whatever the resends. The windows' ends are simulated with the test clock, which the
 * in-memory counters follow (Redis keeps real time, so those parts run without REDIS_URL only).
 */

const HOUR_MS = 3_600_000;
const RESEND_GAP_MS = (OTP_RESEND_LOCK_SECONDS + 1) * 1000;

/** Codes mailed to `email` so far. */
const codes = (t: TestApp, email: string) =>
  t.mail.to(email).filter((m) => /verification code|código de verificação/i.test(m.subject)).length;

/** Waits out the resend lockout and asks for one more sign-up code. */
async function resend(t: TestApp, email: string, lang = 'en') {
  t.clock.advance(RESEND_GAP_MS);
  return post(t, '/auth/resend-otp', { email }, { 'accept-language': lang });
}

describe('sign-up codes per address', () => {
  it(`at most ${CODE_MAILS_PER_HOUR} an hour: then 429 with Retry-After and a message in both languages`, async () => {
    expect(CODE_MAILS_PER_HOUR).toBe(5);
    const t = await testApp();
    const email = uniqueEmail('caps');
    expect((await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    for (let i = 2; i <= CODE_MAILS_PER_HOUR; i += 1) expect((await resend(t, email)).statusCode).toBe(200);
    await expect.poll(() => codes(t, email)).toBe(CODE_MAILS_PER_HOUR);

    const refused = await resend(t, email);
    expect(refused.statusCode).toBe(429);
    // First code at 0 s, this attempt 5 resend gaps later: the hour window ends in 3600 s - 305 s
    // (by the test clock; Redis counts real time, where the window has barely begun).
    const leftMs = HOUR_MS - CODE_MAILS_PER_HOUR * RESEND_GAP_MS;
    const minutes = usesRedis ? '\\d+' : String(Math.ceil(leftMs / 60_000));
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(json(refused).message).toMatch(
      new RegExp(
        `^Too many codes were sent to this address \\(at most 5 an hour\\)\\. Please try again in ${minutes} min\\.$`,
      ),
    );
    if (!usesRedis) expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(leftMs / 1000));
    const pt = await resend(t, email, 'pt');
    expect(pt.statusCode).toBe(429);
    expect(json(pt).message).toMatch(
      /^Foram enviados demasiados códigos para este endereço \(no máximo 5 por hora\)\. Tente novamente daqui a \d+ min\.$/,
    );
    // A second sign-up for the same unverified address is no way around it, and changes nothing.
    expect((await post(t, '/auth/sign-up', { email, password: 'another password' })).statusCode).toBe(429);
    const login = await post(t, '/auth/login', { email, password: STRONG_PASSWORD });
    expect(json(login).code).toBe('EMAIL_NOT_VERIFIED');
    expect(codes(t, email)).toBe(CODE_MAILS_PER_HOUR);

    if (usesRedis) return;
    t.clock.advance(HOUR_MS);
    expect((await resend(t, email)).statusCode).toBe(200);
  });

  it.skipIf(usesRedis)(`at most ${CODE_MAILS_PER_DAY} a day, even spread over the hours`, async () => {
    expect(CODE_MAILS_PER_DAY).toBe(20);
    const t = await testApp();
    const email = uniqueEmail('daily');
    expect((await post(t, '/auth/sign-up', { email, password: STRONG_PASSWORD })).statusCode).toBe(201);
    let sent = 1;
    while (sent < CODE_MAILS_PER_DAY) {
      if (sent % CODE_MAILS_PER_HOUR === 0) t.clock.advance(HOUR_MS);
      expect((await resend(t, email)).statusCode, `code ${sent + 1}`).toBe(200);
      sent += 1;
    }
    t.clock.advance(HOUR_MS);
    const refused = await resend(t, email);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(
      /^Too many codes were sent to this address today \(at most 20 a day\)\. Please try again in \d+ h\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(HOUR_MS / 1000);
    await expect.poll(() => codes(t, email)).toBe(CODE_MAILS_PER_DAY);
    t.clock.advance(24 * HOUR_MS);
    expect((await resend(t, email)).statusCode).toBe(200);
  });
});

describe('email-change codes count toward the new address', () => {
  it(`a 6th code within the hour is refused before anything is saved`, async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('caps-change');
    const change = (fields: Record<string, string> = {}) =>
      send(
        t,
        'PUT',
        '/user/profile',
        form({ email: newEmail, current_password: me.password, ...fields }),
        me.token,
      );
    expect((await change()).statusCode).toBe(200);
    for (let i = 2; i <= CODE_MAILS_PER_HOUR; i += 1) {
      t.clock.advance(RESEND_GAP_MS);
      expect((await send(t, 'POST', '/user/email/resend', {}, me.token)).statusCode).toBe(200);
    }
    t.clock.advance(RESEND_GAP_MS);
    const resent = await send(t, 'POST', '/user/email/resend', {}, me.token);
    expect(resent.statusCode).toBe(429);
    expect(json(resent).code).toBe('RATE_LIMITED');

    const saved = await change({ first_name: 'Zeca' });
    expect(saved.statusCode).toBe(429);
    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: me.token },
    });
    expect((details.json() as { data: { first_name: unknown } }).data.first_name).toBeNull();
    expect(t.mail.to(newEmail)).toHaveLength(CODE_MAILS_PER_HOUR);
  });
});

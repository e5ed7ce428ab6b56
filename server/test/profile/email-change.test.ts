import { OTP_MAX_ATTEMPTS, OTP_RESEND_LOCK_SECONDS, OTP_TTL_SECONDS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type TestApp, call, json, login, signedInAccount, uniqueEmail } from '../helper';
import { otpFrom } from '../mail-capture';
import { form, profileApp, send } from './support';

type Account = Awaited<ReturnType<typeof signedInAccount>>;

async function emailOf(t: TestApp, userId: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Saves the profile with a new address and returns the code mailed to it. */
async function requestChange(t: TestApp, who: Account, newEmail: string, lang?: string): Promise<string> {
  const res = await send(
    t,
    'PUT',
    '/user/profile',
    form({ email: newEmail, current_password: who.password }),
    who.token,
    lang ? { 'accept-language': lang } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return otpFrom(await t.mail.next(newEmail));
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('email change through PUT /user/profile', () => {
  it('keeps the email, saves the other fields, and mails a code to the new address', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('new');
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({
        first_name: 'Joana',
        phone: '923111222',
        email: newEmail.toUpperCase(),
        current_password: me.password,
      }),
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      message: string;
      data: { user: Record<string, unknown>; pendingEmail: string };
    };
    expect(body.message).toBe(
      `Profile updated. We sent a code to ${newEmail}; enter it to confirm your new email address.`,
    );
    expect(body.data.user).toMatchObject({ email: me.email, first_name: 'Joana', phone: '923111222' });
    expect(body.data.pendingEmail).toBe(newEmail);
    expect(await emailOf(t, me.userId)).toBe(me.email);

    const mail = await t.mail.next(newEmail);
    expect(mail.subject).toBe('Confirm your new Conexão email address');
    expect(otpFrom(mail)).toMatch(/^\d{6}$/);
    expect(t.mail.to(me.email).filter((m) => m.subject.includes('Confirm your new'))).toHaveLength(0);

    const details = await call(t, 'GET', '/user/details', me.token);
    expect((details.json() as { data: Record<string, unknown> }).data).toMatchObject({
      email: me.email,
      pendingEmail: newEmail,
    });
  });

  it('saving with the current address (any case) starts no change', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const res = await send(t, 'PUT', '/user/profile', form({ email: me.email.toUpperCase() }), me.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Profile updated successfully!');
    expect((res.json() as { data: { pendingEmail: unknown } }).data.pendingEmail).toBeNull();
  });

  it('mails the code in the caller language', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('pt');
    await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, current_password: me.password }),
      me.token,
      {
        'accept-language': 'pt',
      },
    );
    const mail = await t.mail.next(newEmail);
    expect(mail.subject).toBe('Confirme o seu novo endereço de e-mail da Conexão');
  });

  it('confirm moves the account, notifies the old address and keeps this session signed in', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('moved');
    const code = await requestChange(t, me, newEmail);

    const res = await call(t, 'POST', '/user/email/confirm', me.token, { code });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      message: string;
      data: { user: Record<string, unknown>; accessToken: string; user_id: string };
    };
    expect(body.message).toBe(`Your email address is now ${newEmail}.`);
    expect(body.data.user).toMatchObject({ id: me.userId, email: newEmail });
    expect(body.data.user_id).toBe(me.userId);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({ email: newEmail, emailVerified: true });

    const notice = await t.mail.next(me.email);
    expect(notice.subject).toBe('The email address of your Conexão account was changed');
    expect(notice.text).toContain(newEmail);

    // Earlier sessions end; the fresh token works; the new address signs in.
    expect((await call(t, 'GET', '/user/details', me.token)).statusCode).toBe(401);
    const details = await call(t, 'GET', '/user/details', body.data.accessToken);
    expect((details.json() as { data: Record<string, unknown> }).data).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    await expect(login(t, newEmail, me.password)).resolves.toMatchObject({ userId: me.userId });

    // Single use.
    const again = await call(t, 'POST', '/user/email/confirm', body.data.accessToken, { code });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('There is no email change waiting for confirmation.');
  });

  it('refuses a wrong code with the sign-up messages and kills the code after 5 tries', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('tries');
    const code = await requestChange(t, me, newEmail);

    const malformed = await call(t, 'POST', '/user/email/confirm', me.token, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toBe('Please enter a valid 6-digit OTP.');

    for (let i = 1; i < OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await call(t, 'POST', '/user/email/confirm', me.token, { code: otherThan(code) });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ message: 'Invalid or expired code.', code: 'OTP_INVALID' });
    }
    const last = await call(t, 'POST', '/user/email/confirm', me.token, { code: otherThan(code) });
    expect(json(last)).toEqual({
      message: 'Too many wrong codes. Please request a new one.',
      code: 'OTP_EXHAUSTED',
    });
    const right = await call(t, 'POST', '/user/email/confirm', me.token, { code });
    expect(right.statusCode).toBe(400);
    expect(json(right).code).toBe('OTP_EXHAUSTED');
    expect(await emailOf(t, me.userId)).toBe(me.email);

    // A fresh code (after the lockout) works again.
    t.clock.advance((OTP_RESEND_LOCK_SECONDS + 1) * 1000);
    expect((await call(t, 'POST', '/user/email/resend', me.token)).statusCode).toBe(200);
    const fresh = otpFrom(await t.mail.next(newEmail));
    expect((await call(t, 'POST', '/user/email/confirm', me.token, { code: fresh })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const code = await requestChange(t, me, uniqueEmail('late'));
    t.clock.advance((OTP_TTL_SECONDS + 1) * 1000);
    const res = await call(t, 'POST', '/user/email/confirm', me.token, { code });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The code has expired. Please request a new one.');
    expect(await emailOf(t, me.userId)).toBe(me.email);
  });

  it('resend: 429 within the lockout, then a new code that replaces the old one', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('resend');
    const first = await requestChange(t, me, newEmail);

    t.clock.advance(20_000);
    const early = await call(t, 'POST', '/user/email/resend', me.token);
    expect(early.statusCode).toBe(429);
    expect(json(early).message).toBe('Please wait 40s before requesting a new code.');

    t.clock.advance((OTP_RESEND_LOCK_SECONDS - 20 + 1) * 1000);
    const res = await call(t, 'POST', '/user/email/resend', me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `A new code was sent to ${newEmail}.`,
      data: { pendingEmail: newEmail },
    });
    const second = otpFrom(await t.mail.next(newEmail));
    if (first !== second) {
      const old = await call(t, 'POST', '/user/email/confirm', me.token, { code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await call(t, 'POST', '/user/email/confirm', me.token, { code: second })).statusCode).toBe(200);
  });

  it('resend and confirm without a pending change answer 400', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    for (const url of ['/user/email/resend', '/user/email/confirm']) {
      const res = await call(t, 'POST', url, me.token, { code: '123456' });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).message, url).toBe('There is no email change waiting for confirmation.');
    }
  });

  it('refuses an address of another account with 409 at request and at confirmation', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const other = await signedInAccount(t);

    const taken = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: other.email, first_name: 'X', current_password: me.password }),
      me.token,
    );
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      message: 'This email is already used by another account.',
      code: 'CONFLICT',
    });
    expect(t.mail.to(other.email).some((m) => m.subject.includes('Confirm your new'))).toBe(false);

    // Free when asked for, taken by the time the code comes back.
    const wanted = uniqueEmail('race');
    const code = await requestChange(t, me, wanted);
    await t.database.db.update(users).set({ email: wanted }).where(eq(users.id, other.userId));
    const res = await call(t, 'POST', '/user/email/confirm', me.token, { code });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('This email is already used by another account.');
    expect(await emailOf(t, me.userId)).toBe(me.email);
  });

  it('cancel drops the pending change and its code', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const code = await requestChange(t, me, uniqueEmail('cancel'));
    const res = await call(t, 'DELETE', '/user/email/pending', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The email change was cancelled.', data: { pendingEmail: null } });
    const details = await call(t, 'GET', '/user/details', me.token);
    expect((details.json() as { data: { pendingEmail: unknown } }).data.pendingEmail).toBeNull();
    const confirm = await call(t, 'POST', '/user/email/confirm', me.token, { code });
    expect(confirm.statusCode).toBe(400);
    expect(await emailOf(t, me.userId)).toBe(me.email);
  });

  it('another user cannot confirm with the code, and the calls need a token', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const intruder = await signedInAccount(t);
    const code = await requestChange(t, me, uniqueEmail('mine'));
    const res = await call(t, 'POST', '/user/email/confirm', intruder.token, { code });
    expect(res.statusCode).toBe(400);
    expect(await emailOf(t, me.userId)).toBe(me.email);
    expect(await emailOf(t, intruder.userId)).toBe(intruder.email);
    expect((await call(t, 'POST', '/user/email/confirm', undefined, { code })).statusCode).toBe(401);
    expect((await call(t, 'DELETE', '/user/email/pending')).statusCode).toBe(401);
    // The owner's code still works: the intruder spent none of its tries.
    expect((await call(t, 'POST', '/user/email/confirm', me.token, { code })).statusCode).toBe(200);
  });
});

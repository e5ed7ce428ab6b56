import { LOGIN_MAX_FAILURES } from '@shared/constants';
import { CURRENT_PASSWORD_FIELD } from '@shared/api/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { type TestApp, call, json, signedInAccount, uniqueEmail } from '../helper';
import { quickUser } from '../messages/chat-helpers';
import { form, profileApp, send } from './support';

/**
 * A stolen session must not become a permanent takeover: moving the account to another address
 * needs the current password, and a refused request changes nothing and mails nothing.
 */

async function row(t: TestApp, userId: string) {
  const [found] = await t.database.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return found;
}

async function pendingEmail(t: TestApp, token: string): Promise<unknown> {
  const details = await call(t, 'GET', '/user/details', token);
  return (details.json() as { data: { pendingEmail: unknown } }).data.pendingEmail;
}

describe('PUT /user/profile: a new email needs the current password', () => {
  it('uses the field name of the shared contract', () => {
    expect(CURRENT_PASSWORD_FIELD).toBe('current_password');
  });

  it('without the password: 400 in both languages, nothing saved, nothing mailed', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('nopass');
    const en = await send(t, 'PUT', '/user/profile', form({ email: newEmail, first_name: 'Zeca' }), me.token);
    expect(en.statusCode).toBe(400);
    expect(json(en)).toEqual({
      message: 'Enter your current password to change your email address.',
      code: 'VALIDATION_ERROR',
    });
    const pt = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, current_password: '' }),
      me.token,
      {
        'accept-language': 'pt',
      },
    );
    expect(pt.statusCode).toBe(400);
    expect(json(pt).message).toBe('Introduza a sua palavra-passe actual para alterar o endereço de e-mail.');

    expect(await row(t, me.userId)).toEqual({ email: me.email, firstName: null });
    expect(t.mail.to(newEmail)).toHaveLength(0);
    expect(await pendingEmail(t, me.token)).toBeNull();
  });

  it('with a wrong password: 400 INVALID_CREDENTIALS, nothing saved or mailed, and it counts toward the sign-in lockout', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('wrongpass');
    const wrong = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, first_name: 'Zeca', current_password: 'not my password' }),
      me.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({
      message: 'The current password is incorrect. Your email address was not changed.',
      code: 'INVALID_CREDENTIALS',
    });
    const pt = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, current_password: 'not my password' }),
      me.token,
      { 'accept-language': 'pt' },
    );
    expect(json(pt).message).toBe(
      'A palavra-passe actual está incorrecta. O seu endereço de e-mail não foi alterado.',
    );
    expect(await row(t, me.userId)).toEqual({ email: me.email, firstName: null });
    expect(t.mail.to(newEmail)).toHaveLength(0);
    expect(await pendingEmail(t, me.token)).toBeNull();
    // The session itself stays signed in: a wrong password is an answer, not an expired session.
    expect((await call(t, 'GET', '/user/details', me.token)).statusCode).toBe(200);

    // A session thief cannot guess the password here faster than at the sign-in form.
    for (let i = 2; i < LOGIN_MAX_FAILURES; i += 1) {
      const guess = form({ email: newEmail, current_password: `guess ${i}` });
      expect((await send(t, 'PUT', '/user/profile', guess, me.token)).statusCode).toBe(400);
    }
    const locked = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, current_password: me.password }),
      me.token,
    );
    expect(locked.statusCode).toBe(429);
    expect(json(locked).code).toBe('ACCOUNT_LOCKED');
    expect(t.mail.to(newEmail)).toHaveLength(0);
  });

  it('with the right password: the code goes to the new address', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const newEmail = uniqueEmail('rightpass');
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, current_password: me.password }),
      me.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.mail.next(newEmail)).subject).toBe('Confirm your new Conexão email address');
    expect(await pendingEmail(t, me.token)).toBe(newEmail);
  });

  it('saving other fields with the same address needs no password', async () => {
    const t = await profileApp();
    const me = await signedInAccount(t);
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: me.email, first_name: 'Zeca' }),
      me.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await row(t, me.userId)).toEqual({ email: me.email, firstName: 'Zeca' });
  });

  it('an account without a password (social sign-in) is told to set one first', async () => {
    const t = await profileApp();
    const social = await quickUser(t.app);
    const newEmail = uniqueEmail('social');
    const res = await send(
      t,
      'PUT',
      '/user/profile',
      form({ email: newEmail, first_name: 'Zeca', current_password: 'anything at all' }),
      social.token,
    );
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      message:
        "Your account has no password yet (you sign in with Google or Facebook). Set one first with 'Forgot password' on the sign-in page, then change your email address.",
      code: 'FORBIDDEN',
    });
    expect((await row(t, social.id))?.firstName).toBeNull();
    expect(t.mail.to(newEmail)).toHaveLength(0);
  });
});

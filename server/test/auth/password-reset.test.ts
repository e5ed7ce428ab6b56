import { RESET_LINK_TTL_MINUTES } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../src/db/schema';
import { resetSecretFrom } from '../mail-capture';
import {
  type TestApp,
  WEB_URL,
  createVerifiedAccount,
  json,
  login,
  post,
  signedInAccount,
  testApp,
  uniqueEmail,
} from '../helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function requestReset(t: TestApp, email: string) {
  const response = await post(t, '/auth/forget-password', { email });
  expect(response.statusCode).toBe(200);
  const mail = await t.mail.next(email);
  return { response, mail, secret: resetSecretFrom(mail) };
}

describe('POST /auth/forget-password', () => {
  it('answers known and unknown emails with the same status, message and shape', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const known = await post(t, '/auth/forget-password', { email });
    const unknown = await post(t, '/auth/forget-password', { email: uniqueEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const knownBody = json(known) as { message: string; data: { reset_id: string; user_id: null } };
    const unknownBody = json(unknown) as typeof knownBody;
    expect(knownBody.message).toBe('If an account exists for this email, a reset link has been sent.');
    expect(unknownBody.message).toBe(knownBody.message);
    for (const body of [knownBody, unknownBody]) {
      expect(Object.keys(body.data).sort()).toEqual(['reset_id', 'user_id']);
      expect(body.data.reset_id).toMatch(UUID);
      expect(body.data.user_id).toBeNull();
    }
  });

  it('emails the secret only, as a web link and a conexao:// link, never in the response', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { response, mail, secret } = await requestReset(t, email);
    expect(mail.text).toContain(`${WEB_URL}/reset-password/${secret}`);
    expect(mail.text).toContain(`conexao://reset-password/${secret}`);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    expect(response.body).not.toContain(secret);
    expect((json(response).data as { reset_id: string }).reset_id).not.toBe(secret);
  });

  it('sends no email for an unknown address', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/forget-password', { email });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('stores the secret hashed', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { response, secret } = await requestReset(t, email);
    const resetId = (json(response).data as { reset_id: string }).reset_id;
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.id, resetId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(secret);
  });

  it('writes the email in the language of the request', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    await post(t, '/auth/forget-password', { email }, { 'accept-language': 'pt-PT' });
    const mail = await t.mail.next(email);
    expect(mail.subject).toBe('Redefina a sua palavra-passe Conexão');
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password: the old one stops working', async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    const { secret } = await requestReset(t, email);
    const response = await post(t, '/auth/reset-password', {
      reset_id: secret,
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Password changed successfully' });
    expect((await post(t, '/auth/login', { email, password })).statusCode).toBe(401);
    await expect(login(t, email, 'a brand new password')).resolves.toHaveProperty('token');
  });

  it('accepts a link only once', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { secret } = await requestReset(t, email);
    expect(
      (await post(t, '/auth/reset-password', { reset_id: secret, password: 'first new password' }))
        .statusCode,
    ).toBe(200);
    const again = await post(t, '/auth/reset-password', {
      reset_id: secret,
      password: 'second new password',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'RESET_INVALID',
    });
    await expect(login(t, email, 'first new password')).resolves.toHaveProperty('token');
  });

  it('refuses a link older than 60 minutes', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { secret } = await requestReset(t, email);
    t.clock.advance((RESET_LINK_TTL_MINUTES * 60 + 1) * 1000);
    const response = await post(t, '/auth/reset-password', {
      reset_id: secret,
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('RESET_INVALID');
  });

  it('refuses the public reset_id of the response (it is not the secret)', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { response } = await requestReset(t, email);
    const resetId = (json(response).data as { reset_id: string }).reset_id;
    const attempt = await post(t, '/auth/reset-password', {
      reset_id: resetId,
      password: 'a brand new password',
    });
    expect(attempt.statusCode).toBe(400);
  });

  it('invalidates every token issued before the reset', async () => {
    const t = await testApp();
    const { email, token } = await signedInAccount(t);
    const auth = { authorization: token };
    expect((await t.app.inject({ method: 'GET', url: '/user/details', headers: auth })).statusCode).toBe(200);
    const { secret } = await requestReset(t, email);
    await post(t, '/auth/reset-password', { reset_id: secret, password: 'a brand new password' });
    const after = await t.app.inject({ method: 'GET', url: '/user/details', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('voids the other outstanding links of the account', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const first = await requestReset(t, email);
    const second = await requestReset(t, email);
    await post(t, '/auth/reset-password', { reset_id: second.secret, password: 'a brand new password' });
    const old = await post(t, '/auth/reset-password', {
      reset_id: first.secret,
      password: 'another password!',
    });
    expect(old.statusCode).toBe(400);
  });

  it('voids a link mailed before the password was changed another way (signed in)', async () => {
    const t = await testApp();
    const { email, password, token } = await signedInAccount(t);
    const { secret } = await requestReset(t, email);
    const change = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'changed while signed in' },
      { authorization: token },
    );
    expect(change.statusCode).toBe(200);
    const late = await post(t, '/auth/reset-password', { reset_id: secret, password: 'the link owner wins' });
    expect(late.statusCode).toBe(400);
    expect(json(late)).toEqual({
      message: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'RESET_INVALID',
    });
    // The password set by the change stands.
    await expect(login(t, email, 'changed while signed in')).resolves.toHaveProperty('token');
    expect((await post(t, '/auth/login', { email, password: 'the link owner wins' })).statusCode).toBe(401);
    // A link asked for after the change works as usual.
    const fresh = await requestReset(t, email);
    const ok = await post(t, '/auth/reset-password', {
      reset_id: fresh.secret,
      password: 'the link owner wins',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const t = await testApp();
    const { email } = await createVerifiedAccount(t);
    const { secret } = await requestReset(t, email);
    const response = await post(t, '/auth/reset-password', { reset_id: secret, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Password must be at least 8 characters.');
  });

  it('verifies an unverified address (the email proves it)', async () => {
    const t = await testApp();
    const email = uniqueEmail();
    await post(t, '/auth/sign-up', { email, password: 'original password' });
    await t.mail.next(email);
    const { secret } = await requestReset(t, email);
    await post(t, '/auth/reset-password', { reset_id: secret, password: 'a brand new password' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });
});

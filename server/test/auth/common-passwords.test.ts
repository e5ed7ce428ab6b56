import { describe, expect, it } from 'vitest';
import { resetSecretFrom } from '../mail-capture';
import { createVerifiedAccount, json, login, post, signedInAccount, testApp, uniqueEmail } from '../helper';

/** The most common passwords are refused wherever a new password is chosen; the minimum length stays. */

const COMMON = 'Password123';
const REFUSED_EN = {
  message: 'This password is one of the most common ones and easy to guess. Please choose another.',
  code: 'VALIDATION_ERROR',
};
const REFUSED_PT = 'Esta palavra-passe é das mais comuns e fácil de adivinhar. Por favor, escolha outra.';

describe('common passwords', () => {
  it('sign-up refuses one in English and Portuguese, creates nothing and mails nothing', async () => {
    const t = await testApp();
    const email = uniqueEmail('common');
    const en = await post(t, '/auth/sign-up', { email, password: COMMON });
    expect(en.statusCode).toBe(400);
    expect(json(en)).toEqual(REFUSED_EN);
    const pt = await post(
      t,
      '/auth/sign-up',
      { email, password: 'qwerty123' },
      { 'accept-language': 'pt-AO' },
    );
    expect(pt.statusCode).toBe(400);
    expect(json(pt).message).toBe(REFUSED_PT);
    expect(t.mail.to(email)).toHaveLength(0);
    // The address is still free for a good password.
    expect((await post(t, '/auth/sign-up', { email, password: 'a far less common phrase' })).statusCode).toBe(
      201,
    );
  });

  it('keeps the minimum length rule first', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/sign-up', { email: uniqueEmail(), password: '123456' });
    expect(json(response).message).toBe('Password must be at least 8 characters.');
  });

  it('reset refuses one and leaves the link usable', async () => {
    const t = await testApp();
    const { email, password } = await createVerifiedAccount(t);
    await post(t, '/auth/forget-password', { email });
    const secret = resetSecretFrom(await t.mail.next(email));
    const refused = await post(t, '/auth/reset-password', { reset_id: secret, password: 'iloveyou' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual(REFUSED_EN);
    await expect(login(t, email, password)).resolves.toHaveProperty('token');
    const ok = await post(t, '/auth/reset-password', { reset_id: secret, password: 'an uncommon new one' });
    expect(ok.statusCode).toBe(200);
  });

  it('change-password refuses one and keeps the old password and session', async () => {
    const t = await testApp();
    const { email, password, token } = await signedInAccount(t);
    const refused = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'football' },
      { authorization: token, 'accept-language': 'pt' },
    );
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe(REFUSED_PT);
    await expect(login(t, email, password)).resolves.toHaveProperty('token');
    const details = await t.app.inject({
      method: 'GET',
      url: '/user/details',
      headers: { authorization: token },
    });
    expect(details.statusCode).toBe(200);
  });
});

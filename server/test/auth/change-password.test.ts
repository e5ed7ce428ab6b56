import { describe, expect, it } from 'vitest';
import { type TestApp, json, login, post, signedInAccount, testApp } from '../helper';

const details = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/user/details', headers: { authorization: token } });

describe('POST /auth/change-password', () => {
  it('needs a token', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'a new password',
    });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHORIZED');
  });

  it('changes the password with 200 and a fresh token', async () => {
    const t = await testApp();
    const { email, password, token, userId } = await signedInAccount(t);
    const response = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'a new password' },
      { authorization: token },
    );
    expect(response.statusCode).toBe(200);
    const body = json(response) as { message: string; data: { accessToken: string; user_id: string } };
    expect(body.message).toBe('Password updated successfully');
    expect(body.data.user_id).toBe(userId);
    expect((await details(t, body.data.accessToken)).statusCode).toBe(200);
    expect((await post(t, '/auth/login', { email, password })).statusCode).toBe(401);
    await expect(login(t, email, 'a new password')).resolves.toHaveProperty('token');
  });

  it('invalidates every token issued before the change', async () => {
    const t = await testApp();
    const { email, password, token } = await signedInAccount(t);
    const other = await login(t, email, password);
    await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'a new password' },
      { authorization: token },
    );
    expect((await details(t, token)).statusCode).toBe(401);
    expect((await details(t, other.token)).statusCode).toBe(401);
  });

  it('refuses a wrong current password with 400 and a message', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    const response = await post(
      t,
      '/auth/change-password',
      { currentPassword: 'not my password', newPassword: 'a new password' },
      { authorization: token },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Current password is incorrect.');
    expect((await details(t, token)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const t = await testApp();
    const { password, token } = await signedInAccount(t);
    const response = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'short' },
      { authorization: token },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Password must be at least 8 characters.');
  });

  it('refuses missing fields with the product message', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    const response = await post(
      t,
      '/auth/change-password',
      { newPassword: 'a new password' },
      { authorization: token },
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Please fill out all fields');
  });
});

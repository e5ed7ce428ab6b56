import { ACCESS_TOKEN_TTL_MINUTES } from '@shared/constants';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKeys } from '../../src/security/keys';
import { TEST_JWT_SECRET, type TestApp, json, signedInAccount, testApp } from '../helper';

const details = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/user/details', headers: authorization ? { authorization } : {} });

/** A token like the server's own (issuer, audience, 1 h) for `userId`, signed with `key`. */
const tokenSignedWith = (key: Uint8Array, userId: string, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('conexao-api')
    .setAudience('conexao')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);

describe('access token', () => {
  it('is accepted raw in Authorization (docs/product.md §6)', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    expect((await details(t, token)).statusCode).toBe(200);
  });

  it('is accepted as "Bearer <token>"', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    expect((await details(t, `Bearer ${token}`)).statusCode).toBe(200);
  });

  it('missing → 401 UNAUTHORIZED with a message', async () => {
    const t = await testApp();
    const response = await details(t);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHORIZED',
    });
  });

  it('tampered → 401', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'CANDIDATE' })).toString('base64url');
    expect((await details(t, `${header}.${forged}.${signature}`)).statusCode).toBe(401);
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect((await details(t, `${header}.${payload}.${flipped}`)).statusCode).toBe(401);
  });

  it('lives one hour: expired → 401 TOKEN_EXPIRED (the app refreshes it)', async () => {
    expect(ACCESS_TOKEN_TTL_MINUTES).toBe(60);
    const t = await testApp();
    const { token } = await signedInAccount(t);
    t.clock.advance(ACCESS_TOKEN_TTL_MINUTES * 60_000 - 60_000);
    expect((await details(t, token)).statusCode).toBe(200);
    t.clock.advance(120_000);
    const expired = await details(t, token);
    expect(expired.statusCode).toBe(401);
    expect(json(expired)).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'TOKEN_EXPIRED',
    });
  });

  it('a correctly signed token without a session id → 401 UNAUTHORIZED', async () => {
    const t = await testApp();
    const { userId } = await signedInAccount(t);
    const key = t.app.ctx.keys.jwt;
    const sessionless = await tokenSignedWith(key, userId, { role: 'EMPLOYER', tv: 0 });
    const response = await details(t, sessionless);
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('UNAUTHORIZED');
    const badSid = await tokenSignedWith(key, userId, { role: 'EMPLOYER', tv: 0, sid: "x' or 1=1" });
    expect((await details(t, badSid)).statusCode).toBe(401);
  });

  it('signed with another key, or unsigned (alg none) → 401', async () => {
    const t = await testApp();
    const { userId } = await signedInAccount(t);
    const claims = { role: 'EMPLOYER', tv: 0 };
    const otherKey = deriveKeys('another-secret-that-is-long-enough-xyz').jwt;
    const foreign = await tokenSignedWith(otherKey, userId, claims);
    expect((await details(t, foreign)).statusCode).toBe(401);

    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({ ...claims, sub: userId, exp: Math.floor(Date.now() / 1000) + 3600 }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect((await details(t, none)).statusCode).toBe(401);
  });

  it('is signed with a key derived from the secret, not the secret itself', async () => {
    const t = await testApp();
    const { userId } = await signedInAccount(t);
    const raw = await tokenSignedWith(new TextEncoder().encode(TEST_JWT_SECRET), userId, {
      role: 'EMPLOYER',
      tv: 0,
    });
    expect((await details(t, raw)).statusCode).toBe(401);
  });

  it('garbage → 401, never 500', async () => {
    const t = await testApp();
    for (const value of ['x', 'Bearer', 'Bearer ', 'a.b.c', '....', 'ü'.repeat(5000)]) {
      expect((await details(t, value)).statusCode, value.slice(0, 20)).toBe(401);
    }
  });
});

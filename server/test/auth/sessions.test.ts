import { ACCESS_TOKEN_TTL_MINUTES, REFRESH_TOKEN_IDLE_DAYS, SESSION_MAX_DAYS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { authSessions, refreshTokens, users } from '../../src/db/schema';
import { resetSecretFrom } from '../mail-capture';
import { type TestApp, call, createTestApp, createVerifiedAccount, json, post, testApp } from '../helper';
import { type ChatClient, connect, listen } from '../messages/chat-helpers';

/** Sign-in sessions: short access tokens, rotating single-use refresh tokens, logout, logout-all. */

const DAY_MS = 86_400_000;

interface Tokens {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

async function signIn(t: TestApp, email: string, password: string): Promise<Tokens> {
  const response = await post(t, '/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json() as {
    data: { accessToken: string; refreshToken: string; user_id: string };
  };
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, userId: data.user_id };
}

async function account(t: TestApp) {
  const created = await createVerifiedAccount(t);
  return { ...created, first: await signIn(t, created.email, created.password) };
}

function refresh(t: TestApp, refreshToken: string, lang?: string) {
  return post(t, '/auth/refresh', { refreshToken }, lang ? { 'accept-language': lang } : {});
}

function refreshed(response: Awaited<ReturnType<typeof refresh>>): Tokens {
  expect(response.statusCode, response.body).toBe(200);
  const { data } = response.json() as {
    data: { accessToken: string; refreshToken: string; user_id: string };
  };
  return { accessToken: data.accessToken, refreshToken: data.refreshToken, userId: data.user_id };
}

const details = (t: TestApp, token: string) => call(t, 'GET', '/user/details', token);

function disconnected(socket: ChatClient): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('POST /auth/refresh', () => {
  it('rotates: a new access token and a NEW refresh token; the one given is spent', async () => {
    const t = await testApp();
    const { first } = await account(t);
    const response = await refresh(t, first.refreshToken);
    expect(json(response).message).toBe('Session renewed.');
    const next = refreshed(response);
    expect(next.userId).toBe(first.userId);
    expect(next.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await details(t, next.accessToken)).statusCode).toBe(200);
    // The next one rotates again.
    const third = refreshed(await refresh(t, next.refreshToken));
    expect(third.refreshToken).not.toBe(next.refreshToken);
    expect((await details(t, third.accessToken)).statusCode).toBe(200);
  });

  it('renews an expired access token: 401 TOKEN_EXPIRED, then refresh, then 200', async () => {
    const t = await testApp();
    const { first } = await account(t);
    t.clock.advance(ACCESS_TOKEN_TTL_MINUTES * 60_000 + 1000);
    const expired = await details(t, first.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(json(expired).code).toBe('TOKEN_EXPIRED');
    const next = refreshed(await refresh(t, first.refreshToken));
    expect((await details(t, next.accessToken)).statusCode).toBe(200);
  });

  it('a replayed refresh token ends the whole family, at once and for every holder', async () => {
    const t = await testApp();
    const { email, password, first } = await account(t);
    const other = await signIn(t, email, password);
    const second = refreshed(await refresh(t, first.refreshToken));

    // The first token again: someone holds a copy. 401, and the session is gone.
    const replay = await refresh(t, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHORIZED',
    });
    expect((await refresh(t, second.refreshToken)).statusCode).toBe(401);
    expect((await details(t, second.accessToken)).statusCode).toBe(401);
    expect((await details(t, first.accessToken)).statusCode).toBe(401);

    // Another sign-in of the same account is a different family and goes on.
    expect((await details(t, other.accessToken)).statusCode).toBe(200);
    expect(refreshed(await refresh(t, other.refreshToken)).userId).toBe(first.userId);
  });

  it('two parallel refreshes with one token: one wins, and the replay ends the family', async () => {
    const t = await testApp();
    const { first } = await account(t);
    const answers = await Promise.all([refresh(t, first.refreshToken), refresh(t, first.refreshToken)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const winner = refreshed(answers.find((a) => a.statusCode === 200)!);
    expect((await refresh(t, winner.refreshToken)).statusCode).toBe(401);
  });

  it('stores only a hash of the refresh token', async () => {
    const t = await testApp();
    const { first } = await account(t);
    const rows = await t.database.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(eq(authSessions.userId, first.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(first.refreshToken);
  });

  it(`dies when unused for ${REFRESH_TOKEN_IDLE_DAYS} days`, async () => {
    const t = await testApp();
    const { email, password, first } = await account(t);
    const kept = await signIn(t, email, password);
    t.clock.advance(REFRESH_TOKEN_IDLE_DAYS * DAY_MS - 60_000);
    refreshed(await refresh(t, kept.refreshToken));
    t.clock.advance(120_000);
    expect((await refresh(t, first.refreshToken)).statusCode).toBe(401);
  });

  it(`ends ${SESSION_MAX_DAYS} days after the sign-in, however often it is refreshed`, async () => {
    const t = await testApp();
    const { first } = await account(t);
    let current = first;
    for (let day = 1; day < SESSION_MAX_DAYS; day += 1) {
      t.clock.advance(DAY_MS);
      current = refreshed(await refresh(t, current.refreshToken));
    }
    t.clock.advance(DAY_MS);
    expect((await refresh(t, current.refreshToken)).statusCode).toBe(401);
  });

  it('refuses unknown and malformed tokens without a 5xx', async () => {
    const t = await testApp();
    expect((await refresh(t, 'A'.repeat(43))).statusCode).toBe(401);
    for (const bad of ['', 'short', 'x'.repeat(500), 'a b c d e f g h i j k l m n o p q r s t u v w x y z']) {
      const response = await refresh(t, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
    }
    expect((await post(t, '/auth/refresh', {})).statusCode).toBe(400);
  });

  it('a password change ends every family: earlier refresh tokens are refused, the new one works', async () => {
    const t = await testApp();
    const { email, password, first } = await account(t);
    const other = await signIn(t, email, password);
    const change = await post(
      t,
      '/auth/change-password',
      { currentPassword: password, newPassword: 'a brand new password' },
      { authorization: first.accessToken },
    );
    expect(change.statusCode).toBe(200);
    const fresh = (change.json() as { data: { refreshToken: string; accessToken: string } }).data;
    expect((await refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t, other.refreshToken)).statusCode).toBe(401);
    const next = refreshed(await refresh(t, fresh.refreshToken));
    expect((await details(t, next.accessToken)).statusCode).toBe(200);
  });

  it('a password reset ends every family', async () => {
    const t = await testApp();
    const { email, first } = await account(t);
    expect((await post(t, '/auth/forget-password', { email })).statusCode).toBe(200);
    const secret = resetSecretFrom(await t.mail.next(email));
    const reset = await post(t, '/auth/reset-password', { reset_id: secret, password: 'reset password 123' });
    expect(reset.statusCode).toBe(200);
    expect((await refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect((await details(t, first.accessToken)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('ends this sign-in at once: its access and refresh tokens are refused, other sign-ins go on', async () => {
    const t = await testApp();
    const { email, password, first } = await account(t);
    const other = await signIn(t, email, password);
    const response = await call(t, 'POST', '/auth/logout', first.accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'You are signed out.' });
    const after = await details(t, first.accessToken);
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('UNAUTHORIZED');
    expect((await refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect((await details(t, other.accessToken)).statusCode).toBe(200);
  });

  it('answers in Portuguese and needs a token', async () => {
    const t = await testApp();
    const { first } = await account(t);
    const response = await call(t, 'POST', '/auth/logout', first.accessToken, undefined, 'pt');
    expect(json(response).message).toBe('Sessão terminada.');
    expect((await call(t, 'POST', '/auth/logout')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/auth/logout-all')).statusCode).toBe(401);
  });
});

describe('sockets end with their sign-in', () => {
  async function started() {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    return { t, url: await listen(t.app) };
  }

  it('logout disconnects the sockets of that sign-in only', async () => {
    const { t, url } = await started();
    const { email, password, first } = await account(t);
    const other = await signIn(t, email, password);
    const mine = await connect(url, first.accessToken);
    const theirs = await connect(url, other.accessToken);
    const gone = disconnected(mine);
    expect((await call(t, 'POST', '/auth/logout', first.accessToken)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    await expect(connect(url, first.accessToken)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    expect(theirs.connected).toBe(true);
  });

  it('logout-all ends every sign-in of the account and its open sockets', async () => {
    const { t, url } = await started();
    const { email, password, first } = await account(t);
    const other = await signIn(t, email, password);
    const bystander = await account(t);
    const sockets = [await connect(url, first.accessToken), await connect(url, other.accessToken)];
    const safe = await connect(url, bystander.first.accessToken);
    const gone = Promise.all(sockets.map(disconnected));

    const response = await call(t, 'POST', '/auth/logout-all', other.accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'You are signed out on every device.' });

    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    for (const session of [first, other]) {
      expect((await details(t, session.accessToken)).statusCode).toBe(401);
      expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    }
    const rows = await t.database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    // Another account is untouched, and the person can sign in again.
    expect(safe.connected).toBe(true);
    expect((await details(t, bystander.first.accessToken)).statusCode).toBe(200);
    expect((await details(t, (await signIn(t, email, password)).accessToken)).statusCode).toBe(200);
  });

  it('a replayed refresh token disconnects the sockets of that family', async () => {
    const { t, url } = await started();
    const { first } = await account(t);
    const socket = await connect(url, first.accessToken);
    const gone = disconnected(socket);
    refreshed(await refresh(t, first.refreshToken));
    expect((await refresh(t, first.refreshToken)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
  });
});

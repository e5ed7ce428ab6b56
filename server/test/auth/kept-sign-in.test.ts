import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authSessions, users } from '../../src/db/schema';
import { type TestApp, call, signedInAccount, testApp } from '../helper';
import { statementsSent } from '../statements-sent';

/**
 * Every request checks its sign-in against the database (modules/auth/authenticate.ts). On PGlite
 * the answer is kept until this process writes anything (modules/auth/kept-token-states.ts); on
 * PostgreSQL it is read every time. Either way the request after a change must see it.
 */

const details = (t: TestApp, token: string) => call(t, 'GET', '/user/details', token);

/** Counts the sign-in statements the app sends from now on, until the test ends. */
const signInReads = (t: TestApp) =>
  statementsSent(t, '"auth_sessions"."token_version" = "users"."token_version"');

describe('the sign-in check of each request', () => {
  it('is read once between writes on PGlite, and on every request on PostgreSQL', async () => {
    const t = await testApp();
    const { token, userId } = await signedInAccount(t);
    const reads = signInReads(t);
    expect((await details(t, token)).statusCode).toBe(200);
    expect((await details(t, token)).statusCode).toBe(200);
    expect(reads()).toBe(t.database.kind === 'pglite' ? 1 : 2);
    // Any write: the next request reads again.
    await t.database.db.update(users).set({ firstName: 'Ana' }).where(eq(users.id, userId));
    expect((await details(t, token)).statusCode).toBe(200);
    expect(reads()).toBe(t.database.kind === 'pglite' ? 2 : 3);
  });

  it('refuses the request that follows a logout', async () => {
    const t = await testApp();
    const { token } = await signedInAccount(t);
    expect((await details(t, token)).statusCode).toBe(200);
    expect((await call(t, 'POST', '/auth/logout', token)).statusCode).toBe(200);
    expect((await details(t, token)).statusCode).toBe(401);
  });

  it('refuses the request that follows a token version bump written straight to the database', async () => {
    const t = await testApp();
    const { token, userId } = await signedInAccount(t);
    expect((await details(t, token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    expect((await details(t, token)).statusCode).toBe(401);
  });

  it('refuses the request after the sign-in expired, with nothing written in between', async () => {
    const t = await testApp();
    const { token, userId } = await signedInAccount(t);
    // The sign-in ends in a minute; the access token would still be good for an hour.
    await t.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(authSessions.userId, userId));
    expect((await details(t, token)).statusCode).toBe(200);
    t.clock.advance(59_000);
    expect((await details(t, token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    expect((await details(t, token)).statusCode).toBe(401);
  });
});

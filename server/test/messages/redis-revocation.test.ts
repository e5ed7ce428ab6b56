import { describe, expect, it, onTestFinished } from 'vitest';
import { foundCompany } from '../company-fixture';
import { createTestApp, post, signedInAccount, usesRedis } from '../helper';
import { connect, listen, quickUser, send } from './chat-helpers';

/**
 * Two instances behind one database and one Redis: a password changed through instance one
 * ends the user's socket on instance two. Needs REDIS_URL; without it there is no second instance.
 */
describe('session revocation across two instances (Redis adapter)', () => {
  it.runIf(usesRedis)("disconnects the user's socket on the other instance, and only theirs", async () => {
    const one = await createTestApp();
    onTestFinished(() => one.close());
    const two = await createTestApp();
    onTestFinished(() => two.close());
    const [url1, url2] = await Promise.all([listen(one.app), listen(two.app)]);
    const account = await signedInAccount(one, 'EMPLOYER');
    await foundCompany(one.app.ctx.db, account.userId, { companyName: 'Kianda' });
    const other = await quickUser(one.app, 'CANDIDATE');
    const remote = await connect(url2, account.token);
    const bystander = await connect(url2, other.token);
    const gone = new Promise<string>((resolve) => remote.once('disconnect', (reason) => resolve(reason)));

    const change = await post(
      one,
      '/auth/change-password',
      { currentPassword: account.password, newPassword: 'a new password 123' },
      { authorization: account.token },
    );
    expect(change.statusCode).toBe(200);

    expect(await gone).toBe('io server disconnect');
    await expect(connect(url2, account.token)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    await expect(connect(url1, account.token)).rejects.toMatchObject({ message: 'UNAUTHORIZED' });
    expect(bystander.connected).toBe(true);
    expect(await send(bystander, other.id, account.userId, 'still here')).toMatchObject({
      message: { message: 'still here' },
    });
  });

  it.skipIf(usesRedis)('is skipped: REDIS_URL is not set, so there is no second instance to reach', () => {
    console.log(
      'two-instance revocation test skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it',
    );
    expect(usesRedis).toBe(false);
  });
});

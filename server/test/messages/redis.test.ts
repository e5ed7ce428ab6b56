import { roomName } from '@shared/realtime/events';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, usesRedis } from '../helper';
import { connect, inbox, join, listen, quickRecruiter, quickUser, send } from './chat-helpers';

/**
 * Two server instances behind one database: with the Redis adapter a message sent to one
 * reaches clients of the other. Needs REDIS_URL (CI sets it); without it there is nothing to test.
 */
describe('chat across two instances (Redis adapter)', () => {
  it.runIf(usesRedis)('delivers between clients connected to different instances', async () => {
    const one = await createTestApp();
    onTestFinished(() => one.close());
    const two = await createTestApp();
    onTestFinished(() => two.close());
    const [url1, url2] = await Promise.all([listen(one.app), listen(two.app)]);
    const a = await quickRecruiter(one.app);
    const b = await quickUser(one.app, 'CANDIDATE');
    const sa = await connect(url1, a.token);
    const sb = await connect(url2, b.token);
    expect(await join(sb, roomName(a.id, b.id))).toEqual({ ok: true });
    const bInbox = inbox(sb);
    const aInbox = inbox(sa);
    await send(sa, a.id, b.id, 'from instance one');
    await bInbox.until(1);
    // Delivered once, though b's socket is in both the room and its personal room.
    await send(sb, b.id, a.id, 'from instance two');
    await aInbox.until(2);
    expect(bInbox.received.map((m) => m.message)).toEqual(['from instance one', 'from instance two']);
    expect(aInbox.received.map((m) => m.message)).toEqual(['from instance one', 'from instance two']);
  });

  it.skipIf(usesRedis)('is skipped: REDIS_URL is not set, so there is no second instance to reach', () => {
    console.log('two-instance chat test skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run it');
    expect(usesRedis).toBe(false);
  });
});

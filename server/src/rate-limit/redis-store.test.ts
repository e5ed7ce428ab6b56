import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type RedisClient, connectRedis } from '../redis';
import { createRedisStore } from './redis-store';

const url = process.env.REDIS_URL;
let client: RedisClient | undefined;
afterAll(async () => {
  await client?.close();
});

// Runs where REDIS_URL points at a Redis server; the in-memory store has its own test.
describe.skipIf(!url)('Redis rate-limit store', () => {
  const store = async () => {
    client ??= await connectRedis(url!, () => {});
    return createRedisStore(client, `conexao:unit:${randomBytes(6).toString('hex')}:`);
  };

  it('counts hits in one window with a TTL, shared by every instance', async () => {
    const a = await store();
    const first = await a.hit('k', 60_000);
    const second = await a.hit('k', 60_000);
    expect(first.count).toBe(1);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await a.peek('k')).count).toBe(2);
    await a.reset('k');
    expect(await a.peek('k')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('lets the window expire', async () => {
    const a = await store();
    await a.hit('short', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await a.peek('short')).count).toBe(0);
  });
});

import type { RedisClient } from '../redis';
import type { RateLimitStore } from './store';

/**
 * INCR and the first-hit PEXPIRE run as one script, so a crash between them can never leave
 * a counter without expiry (which would lock an account forever).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

export function createRedisStore(redis: RedisClient, prefix = 'conexao:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, {
        keys: [prefix + key],
        arguments: [String(windowMs)],
      })) as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [raw, ttl] = await Promise.all([redis.get(prefix + key), redis.pTTL(prefix + key)]);
      const count = raw ? Number(raw) : 0;
      return { count, resetInMs: count > 0 ? Math.max(ttl, 0) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    // The Redis connection belongs to the app, which closes it once for all its users.
    async close() {},
  };
}

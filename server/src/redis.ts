import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof newClient>;

/** Connected client for REDIS_URL; errors are logged, and the client reconnects by itself. */
export async function connectRedis(url: string, onError: (error: Error) => void): Promise<RedisClient> {
  const client = newClient(url);
  client.on('error', onError);
  await client.connect();
  return client;
}

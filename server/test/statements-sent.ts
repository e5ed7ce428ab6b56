import { onTestFinished } from 'vitest';
import type { TestApp } from './helper';

/**
 * Counts the statements the app sends from now on whose text holds `marker`, on either driver
 * (node-postgres' pool and PGlite both take `query`), until the test ends.
 */
export function statementsSent(t: TestApp, marker: string): () => number {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  let sent = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string }).text;
    if (text?.includes(marker)) sent += 1;
    return query.apply(this, args);
  };
  // Put back as it was: on PGlite the wrapped `query` is the instance's own, shared by the file.
  onTestFinished(() => {
    client.query = query;
  });
  return () => sent;
}

import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { WriteGeneration } from './write-generation';

/**
 * A plain read: a SELECT (or WITH … SELECT) that names nothing able to change a row, a sequence or
 * a setting. Anything else counts as a write, so a mistake here costs a kept answer, never a stale
 * one: `select … for update` counts, and so does any text with one of these words in it.
 */
const READ = /^\s*(?:select|with)\b/i;
const MAY_WRITE =
  /\b(?:insert|update|delete|merge|truncate|copy|call|do|lock|nextval|setval|pg_notify|set_config|pg_advisory\w*|lo_\w+)\b/i;

export function isPlainRead(sql: string): boolean {
  return READ.test(sql) && !MAY_WRITE.test(sql);
}

/**
 * Counts this PGlite's writes (write-generation.ts): `query` with any statement but a plain read,
 * every `exec`, and every transaction, when it starts and when it ends, committed or not. The
 * count moves before a write runs and again once it is done, so an answer read while a write was
 * under way is never taken for one read after it. Wraps the instance's own members, as the
 * statement cache does (install it after that one): Drizzle, the migrator and tests that hold the
 * client all go through it. PGlite's other entry points (`sql`, `execProtocol…`, `listen`) are
 * not counted: the server does not write through them.
 */
export function withWriteGeneration(pg: PGlite): WriteGeneration {
  let value = 0;
  const query = pg.query.bind(pg);
  const exec = pg.exec.bind(pg);
  const transaction = pg.transaction.bind(pg);

  async function counted<T>(write: boolean, run: () => Promise<T>): Promise<T> {
    if (!write) return run();
    value += 1;
    try {
      return await run();
    } finally {
      value += 1;
    }
  }

  function countedTransaction(tx: Transaction): Transaction {
    const txQuery: Transaction['query'] = (sql, params, options) =>
      counted(!isPlainRead(sql), () => tx.query(sql, params, options));
    const txExec: Transaction['exec'] = (sql, options) => counted(true, () => tx.exec(sql, options));
    return Object.create(tx, { query: { value: txQuery }, exec: { value: txExec } }) as Transaction;
  }

  pg.query = (sql, params, options) => counted(!isPlainRead(sql), () => query(sql, params, options));
  pg.exec = (sql, options) => counted(true, () => exec(sql, options));
  pg.transaction = (callback) => counted(true, () => transaction((tx) => callback(countedTransaction(tx))));
  return {
    get value() {
      return value;
    },
  };
}

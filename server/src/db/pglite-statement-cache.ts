import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { sqlState } from './errors';
import { firstResult } from './pglite-results';

/**
 * PGlite's `query()` sends every statement as an unnamed one: Parse, Describe, Bind, Describe,
 * Execute and Sync, six calls into its WebAssembly, and PostgreSQL parses and plans it anew each
 * time (the sign-in check: 0.95 ms a call, 0.50–0.56 ms of it planning; PREPAREd, 0.18 ms —
 * docs/benchmarks.md, issue 20). PGlite runs one statement at a time for the whole server, so that
 * is time every other request waits.
 *
 * This wrapper keeps each statement it has run, by its text, as a named prepared statement of
 * PGlite's one session (what postgres.js and pgx do on a real server): the first run parses and
 * describes it, every later run is one call — Bind, Describe, Execute, Sync — and PostgreSQL's
 * plan cache may reuse the plan (its own choice: custom plans for the first five runs, then a
 * generic plan only if that is estimated no dearer). At most `maxStatements` are kept; the least
 * recently used is closed when a new one needs the room.
 *
 * A statement that matches a LIKE pattern given as a parameter (the lists' searches) keeps only its
 * parameter types: it is parsed and planned for its values on every run, still in one call. A
 * generic plan cannot see how common the searched word is: the same idea on PostgreSQL (100,000
 * candidates) turned the count of a common word's matches into 426–562 ms requests
 * (docs/benchmarks.md, issue 20).
 *
 * Statements inside a transaction take the same path (`pg.transaction` hands its callback a
 * transaction whose `query` does): a prepared statement belongs to the session, not to the
 * transaction, so one prepared inside a transaction that rolls back is still there.
 */

export const PGLITE_MAX_CACHED_STATEMENTS = 200;

/** PostgreSQL's answer when a kept statement's result columns changed under it (a migration). */
const RESULT_TYPE_CHANGED = { code: '0A000', message: 'cached plan must not change result type' };

/** Names are unique in the process, so two wrappers of one PGlite never collide. */
let statementsNamed = 0;

/** `… like $3`, `… ilike $1`: a pattern the plan should be made for. */
const PATTERN_PARAMETER = /\bi?like\s+\$\d/i;

interface Statement {
  /** Its name in PGlite's session; null when it is planned for its values on every run. */
  name: string | null;
  /** The parameter types PostgreSQL inferred, to serialise values the way `query()` does. */
  paramTypes: number[];
}

type QueryFn = <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Makes `pg.query` and its transactions' `query` keep their statements prepared; returns `pg`. */
export function withStatementCache(pg: PGlite, maxStatements = PGLITE_MAX_CACHED_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();
  /** Names of evicted statements, closed with the next message sent. */
  const toClose: string[] = [];
  const unnamedQuery: QueryFn = Object.getPrototypeOf(pg).query.bind(pg);
  const ownTransaction: PGlite['transaction'] = Object.getPrototypeOf(pg).transaction.bind(pg);

  /** Close messages for the evicted statements, sent ahead of the next message. */
  function pendingCloses(): Uint8Array[] {
    return toClose.splice(0).map((old) => protocol.serialize.close({ type: 'S', name: old }));
  }

  function serialiseValues(params: unknown[], statement: Statement, options?: QueryOptions) {
    return params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serialise = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serialise ? serialise(param) : String(param);
    });
  }

  /** Parses and describes `sql` (under a new name unless planned each run); on failure nothing is kept. */
  async function prepare(sql: string, options?: QueryOptions): Promise<Statement> {
    const name = PATTERN_PARAMETER.test(sql) ? null : `conexao_${++statementsNamed}`;
    const message = concat([
      ...pendingCloses(),
      protocol.serialize.parse({ name: name ?? '', text: sql, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name: name ?? '' }),
      protocol.serialize.sync(),
    ]);
    const described = await pg.execProtocolStream(message, { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(sql, statement);
    while (statements.size > maxStatements) {
      const [oldest] = statements.keys();
      forget(oldest as string);
    }
    return statement;
  }

  /** Runs `sql` by its kept statement; PGlite's files are synced after it outside a transaction. */
  async function run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last: a Map keeps insertion order.
      statements.delete(sql);
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql, options);
    }
    const message = concat([
      ...pendingCloses(),
      // Planned for these values: parsed again, unnamed, in the same call.
      ...(statement.name === null
        ? [protocol.serialize.parse({ text: sql, types: options?.paramTypes })]
        : []),
      protocol.serialize.bind({
        statement: statement.name ?? '',
        values: serialiseValues(params, statement, options),
      }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const received = await pg.execProtocolStream(message, {
      onNotice: options?.onNotice,
      syncToFs: !inTransaction,
    });
    return firstResult<T>(received, pg.parsers, options);
  }

  function forget(sql: string) {
    const stale = statements.get(sql);
    if (!stale) return;
    statements.delete(sql);
    if (stale.name) toClose.push(stale.name);
  }

  const query: QueryFn = async (sql, params = [], options) => {
    // A blob (COPY … FROM/TO '/dev/blob') needs PGlite's own handling around the statement.
    if (options?.blob) return unnamedQuery(sql, params, options);
    await pg._checkReady();
    // The same mutexes as `query()`: never inside another caller's transaction or statement.
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          return await run(sql, params, options, false);
        } catch (error) {
          if (!isResultTypeChanged(error)) throw withQuery(error, sql, params, options);
          // The statement's tables changed shape since it was kept: forget it and run it afresh.
          forget(sql);
          try {
            return await run(sql, params, options, false);
          } catch (again) {
            throw withQuery(again, sql, params, options);
          }
        }
      }),
    );
  };

  /** `tx` with a `query` of its own; its other members (exec, rollback, closed…) are PGlite's. */
  function cachedTransaction(tx: Transaction): Transaction {
    const txQuery: QueryFn = async (sql, params = [], options) => {
      if (options?.blob) return tx.query(sql, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return pg._runExclusiveQuery(async () => {
        try {
          return await run(sql, params, options, true);
        } catch (error) {
          // Inside a transaction the error has aborted it: no second try, but the next run of
          // the statement prepares it afresh.
          if (isResultTypeChanged(error)) forget(sql);
          throw withQuery(error, sql, params, options);
        }
      });
    };
    return Object.create(tx, { query: { value: txQuery } }) as Transaction;
  }

  // This instance's own members shadow the prototype's: Drizzle, tests that spy on the client
  // and everything else that holds the PGlite see the same methods.
  pg.query = query;
  pg.transaction = (callback) => ownTransaction((tx) => callback(cachedTransaction(tx)));
  return pg;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function isResultTypeChanged(error: unknown): boolean {
  return (
    sqlState(error) === RESULT_TYPE_CHANGED.code &&
    error instanceof Error &&
    error.message.includes(RESULT_TYPE_CHANGED.message)
  );
}

/** What PGlite's own `query()` attaches to a database error, for logs and callers alike. */
function withQuery(error: unknown, sql: string, params: unknown[], options?: QueryOptions) {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: sql, params, queryOptions: options });
  }
  return error;
}

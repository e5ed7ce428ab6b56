import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolConfig } from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import { fillFromTemplate, isNewDataDir } from './pglite-template';
import { defaultPoolSize } from './pool-size';
import * as schema from './schema';
import type { WriteGeneration } from './write-generation';

export type Schema = typeof schema;
/**
 * Raw `db.execute()` results: both drivers answer an object with `rows` (node-postgres's
 * QueryResult, PGlite's Results), so that is what code may rely on.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
type RowsResult<Row> = { rows: Array<Row extends Record<string, unknown> ? Row : Record<string, unknown>> };

/**
 * What the rest of the server sees: the query builder common to both drivers. Code written
 * against it runs unchanged on PGlite and on PostgreSQL.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Statements that can run at once: the pool's connections, or PGlite's one. */
  connections: number;
  /** Where this process's own writes are all the database's writes (PGlite): write-generation.ts. */
  writes: WriteGeneration | null;
  /** Applies pending migrations from server/drizzle; safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  /**
   * Opens every connection the database may serve requests on, at start (the warm-up): the first
   * requests after a restart then wait on no new PostgreSQL backend. PGlite has one, already open.
   */
  connectAll(): Promise<void>;
  close(): Promise<void>;
}

export { MIGRATIONS_FOLDER };

/** Any constant works; it only has to be the same for every instance of this server. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * PGlite's contrib extensions the migrations use (pg_trgm for search, migration 0005; btree_gin
 * for the search index's city and availability, migration 0029). Every PGlite the server or its
 * tests open must load them, or those indexes cannot be read.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { btree_gin }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gin'),
  ]);
  return { pg_trgm, btree_gin };
}

/**
 * PGlite's buffer cache (PostgreSQL's shared_buffers, 128 MB by default) lives inside its
 * WebAssembly heap, which never gives memory back: at 100,000 applications it held the server
 * at 474–536 MiB, over issue 20's 512 MB line. At 64 MB the same people-like mixes ran at about
 * the same speed in 406–476 MiB; at 32 MB in 374–449 MiB but 10–25 % slower, each missed page
 * a synchronous file read inside the WebAssembly (docs/benchmarks.md, "PGlite's buffer cache").
 */
export const PGLITE_SHARED_BUFFERS = '64MB';

/**
 * PostgreSQL when a URL is given, else PGlite with its files in `<dataDir>/pglite`. Drivers
 * are imported on demand: each costs start-up time the other set-up does not need.
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL's connections (pool-size.ts gives the default). */
  databasePoolSize?: number;
}) {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, { max: options.databasePoolSize });
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  // A new database is a copy of the migrated template (pglite-template.ts), not initdb and every migration.
  if (isNewDataDir(dir)) {
    await fillFromTemplate(dir, MIGRATIONS_FOLDER, async (building) => {
      const template = await openPglite(await PGlite.create(building, { extensions }));
      try {
        await template.migrate();
      } finally {
        await template.close();
      }
    });
  }
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  return openPglite(await PGlite.create(dir, { extensions, startParams }));
}

/** Wraps an open PGlite (on disk, in memory, or loaded from a snapshot in tests). */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  const [
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
    { withStatementCache },
    { withWriteGeneration },
  ] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    // It loads PGlite's protocol helpers: on demand, like the driver itself.
    import('./pglite-statement-cache'),
    import('./pglite-write-generation'),
  ]);
  // Its statements, in transactions too, are kept prepared by their text (pglite-statement-cache.ts),
  // and its writes counted on the way in (pglite-write-generation.ts).
  const writes = withWriteGeneration(withStatementCache(client));
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    connections: 1,
    writes,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    connectAll: async () => {},
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolOptions: PoolConfig = {}): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const { max, min, ...rest } = poolOptions;
  const size = max ?? defaultPoolSize();
  const pool = new pg.Pool({
    connectionString: url,
    // No JIT compilation: this server's queries are short, and a plan whose estimate is large
    // (a lateral read per matched candidate) paid 45 ms compiling for a 30 ms query (issue 20).
    options: '-c jit=off',
    ...rest,
    max: size,
    // Idle connections stay open: a burst after a quiet spell does not wait for new backends
    // (issue 20: the first 20 requests on a fresh server were the slowest of a cold pass).
    min: min ?? size,
  });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    connections: size,
    writes: null,
    async migrate() {
      // Several instances may start at once behind a load balancer: one migrates, the others
      // wait on the advisory lock and then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async connectAll() {
      const opened = await Promise.allSettled(Array.from({ length: size }, () => pool.connect()));
      // Released even when one failed: a client kept out of the pool would be lost to it for good.
      for (const result of opened) if (result.status === 'fulfilled') result.value.release();
      const failed = opened.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    close: () => pool.end(),
  };
}

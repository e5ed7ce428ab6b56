import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_FOLDER, pgliteExtensions } from '../src/db/client';

/**
 * What the migration tests share: a database of its own, migrated only up to some migration,
 * filled the way that schema allowed, then migrated to the end.
 */

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Database {
  query: Query;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A database of its own: PGlite in memory, or a new database on the suite's PostgreSQL. */
export async function emptyDatabase(): Promise<Database> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const client = await PGlite.create({ extensions: await pgliteExtensions() });
    const [{ drizzle }, { migrate }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    return {
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `conexao_migration_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: own.toString() });
  await client.connect();
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return {
    query: async (text, params) => (await client.query(text, params as unknown[])).rows,
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A copy of server/drizzle whose journal stops at `lastIdx` (drizzle's migrator reads the journal). */
export async function migrationsUpTo(lastIdx: number): Promise<{ folder: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'conexao-migrations-'));
  const folder = path.join(dir, 'drizzle');
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  if (!journal.entries.some((e) => e.idx === lastIdx)) throw new Error(`no migration ${lastIdx}`);
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(dir, { recursive: true, force: true }) };
}

import { createHash, randomBytes } from 'node:crypto';
import { access, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, pgliteExtensions } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres:// URL of this run's own database, when DATABASE_URL was set. */
    testDatabaseUrl: string | null;
    /** File holding a migrated PGlite data directory, when running on PGlite. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrates ONE database for the whole run. On PGlite: create + migrate once, dump it, and let
 * each test file load the dump into a fresh in-memory instance. On PostgreSQL (DATABASE_URL):
 * a database of our own on that server, dropped at the end, so parallel runs never see each
 * other's rows.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  project.provide('pgliteSnapshot', await pgliteSnapshot());
  project.provide('testDatabaseUrl', null);
  return async () => {};
}

/**
 * The migrated snapshot, kept in the temp dir under a name derived from the migrations and the
 * PGlite build: later runs with the same schema skip the seconds of initdb + migrate.
 */
async function pgliteSnapshot(): Promise<string> {
  const hash = createHash('sha256');
  // The package does not export its package.json; its WASM binary identifies the build as well.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), 'pglite.wasm')));
  for (const file of await migrationFiles()) hash.update(path.basename(file)).update(await readFile(file));
  const snapshot = path.join(os.tmpdir(), `conexao-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  const exists = await access(snapshot).then(
    () => true,
    () => false,
  );
  if (exists) return snapshot;

  const client = await PGlite.create({ extensions: await pgliteExtensions() });
  await (await openPglite(client)).migrate();
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await client.close();
  // Written aside then renamed, so a parallel run never reads half a snapshot.
  const partial = `${snapshot}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, dump);
  await rename(partial, snapshot);
  return snapshot;
}

async function migrationFiles(dir = MIGRATIONS_FOLDER): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? migrationFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    ),
  );
  return nested.flat().sort();
}

async function setupPostgres(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const admin = await connectAdmin(serverUrl);
  const name = `conexao_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  await database.close();
  project.provide('testDatabaseUrl', url.toString());
  project.provide('pgliteSnapshot', null);
  return async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

/** The URL's own database when it exists, else the server's maintenance database. */
async function connectAdmin(serverUrl: string): Promise<pg.Client> {
  const first = new pg.Client({ connectionString: serverUrl });
  try {
    await first.connect();
    return first;
  } catch (error) {
    await first.end().catch(() => {});
    if ((error as { code?: string }).code !== '3D000') throw error;
    const url = new URL(serverUrl);
    url.pathname = '/postgres';
    const fallback = new pg.Client({ connectionString: url.toString() });
    await fallback.connect();
    return fallback;
  }
}

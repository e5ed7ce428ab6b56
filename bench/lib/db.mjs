import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The databases a run measures: PGlite in a temp DATA_DIR, and PostgreSQL when one answers. */

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function postgresServerUrl() {
  return process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
}

async function adminClient(serverUrl) {
  for (const name of [null, 'postgres']) {
    const url = new URL(serverUrl);
    if (name) url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return client;
    } catch {
      await client.end().catch(() => {});
    }
  }
  return null;
}

export async function postgresReachable() {
  const client = await adminClient(postgresServerUrl());
  if (!client) return false;
  await client.end();
  return true;
}

/** A fresh PGlite folder; `dispose` removes it. */
export function createPglite(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `conexao-bench-${label}-`));
  return {
    kind: 'pglite',
    url: null,
    dataDir,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Our own database `conexao_bench_<pid>_<label>` on the PostgreSQL server, dropped by `dispose`. */
export async function createPostgres(label) {
  const serverUrl = postgresServerUrl();
  const name = `conexao_bench_${process.pid}_${label}`;
  const admin = await adminClient(serverUrl);
  if (!admin) throw new Error(`PostgreSQL not reachable at ${serverUrl}`);
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `conexao-bench-${label}-`));
  return {
    kind: 'postgres',
    name,
    url: url.toString(),
    dataDir,
    async dispose() {
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function query(db, text, params = []) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

const LOG_FILES = [
  '/var/log/postgresql/postgresql-15-main.log',
  '/var/log/postgresql/postgresql-16-main.log',
];

/**
 * EXPLAIN (ANALYZE) of the server's REAL queries: auto_explain is switched on for our database
 * only (new sessions), a fresh server instance serves each request once, and the plans are read
 * back from the PostgreSQL log with pg_read_file (superuser). Returns null when that is not possible.
 */
export async function explainSetup(db) {
  const rows = await query(db, 'select rolsuper from pg_roles where rolname = current_user').catch(() => []);
  if (!rows[0]?.rolsuper) return null;
  let logFile = null;
  for (const file of LOG_FILES) {
    const ok = await query(db, 'select (pg_stat_file($1)).size as size', [file]).catch(() => null);
    if (ok) {
      logFile = file;
      break;
    }
  }
  if (!logFile) return null;
  await query(db, `alter database "${db.name}" set session_preload_libraries = 'auto_explain'`);
  await query(db, `alter database "${db.name}" set auto_explain.log_min_duration = 0`);
  await query(db, `alter database "${db.name}" set auto_explain.log_analyze = on`);
  await query(db, `alter database "${db.name}" set auto_explain.log_buffers = on`);
  return {
    async offset() {
      return Number((await query(db, 'select (pg_stat_file($1)).size as size', [logFile]))[0].size);
    },
    async plansSince(offset) {
      const end = await this.offset();
      if (end <= offset) return [];
      const text = (
        await query(db, 'select pg_read_file($1, $2, $3) as t', [logFile, offset, end - offset])
      )[0].t;
      return parsePlans(text);
    },
    async teardown() {
      for (const setting of [
        'session_preload_libraries',
        'auto_explain.log_min_duration',
        'auto_explain.log_analyze',
        'auto_explain.log_buffers',
      ]) {
        await query(db, `alter database "${db.name}" reset ${setting}`).catch(() => {});
      }
    },
  };
}

/** Splits auto_explain log output into {duration, query, plan}. */
function parsePlans(text) {
  const plans = [];
  const parts = text.split(/\n(?=\S.*LOG:\s+duration: )/);
  for (const part of parts) {
    const m = /LOG:\s+duration: ([\d.]+) ms\s+plan:\n([\s\S]*)/.exec(part);
    if (!m) continue;
    const body = m[2].split(/\n(?=\S)/)[0].replace(/^\t/gm, '');
    const queryText = /Query Text: (.*)/.exec(body)?.[1] ?? '';
    plans.push({ durationMs: Number(m[1]), query: queryText.trim(), plan: body.trim() });
  }
  return plans;
}

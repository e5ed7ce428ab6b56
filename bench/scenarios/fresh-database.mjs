#!/usr/bin/env node
/**
 * A new database at server start (issue 12): the real server (server/src/server.ts through tsx,
 * as `npm run server` runs it) started on an empty DATA_DIR (PGlite), timed from spawning the
 * process to GET /health answering 200 (the database created and migrated), and for comparison
 * on a DATA_DIR that already holds a migrated database (a restart).
 *
 *   node bench/scenarios/fresh-database.mjs [--runs N]
 *
 * The migrated template (server/src/db/pglite-template.ts) is looked for in a folder of this run
 * (CONEXAO_PGLITE_TEMPLATES), so the first fresh start builds it and the later ones copy it;
 * "fresh, no template" is the first run only. Target (issue 12): a new database ready in under
 * 3 s. First the database part alone (openDatabase + migrate in one process, as the server does), with
 * and without a template, then whole server starts. A measurement, never a test assertion. Prints
 * two tables; writes nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, ROOT, serverEnv, stop } from '../lib/proc.mjs';

async function timeToHealth(dataDir, templates) {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...serverEnv({ dataDir, url: null }, { PORT: String(port) }),
      CONEXAO_PGLITE_TEMPLATES: templates,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
      if (performance.now() - begin > 120_000) throw new Error('no /health within 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return Math.round(performance.now() - begin);
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    await stop(child);
  }
}

/** The database alone, in one process: openDatabase + migrate on `dataDir`, as the server does at start. */
function timeDatabase(dataDir, templates) {
  const script = join(ROOT, 'server/src/db/client.ts');
  const code = [
    `const { openDatabase } = await import(${JSON.stringify(script)});`,
    'const begin = performance.now();',
    'const handle = await openDatabase({ databaseUrl: null, dataDir: process.argv[2] });',
    'await handle.migrate();',
    'const ms = Math.round(performance.now() - begin);',
    'await handle.close();',
    'console.log(ms);',
  ].join('\n');
  const file = join(tmpdir(), `conexao-bench-db-${process.pid}.mjs`);
  writeFileSync(file, code);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, dataDir], {
    cwd: ROOT,
    env: {
      ...process.env,
      CONEXAO_PGLITE_TEMPLATES: templates,
      TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json'),
    },
    encoding: 'utf8',
    timeout: 300_000,
  });
  rmSync(file, { force: true });
  if (run.status !== 0)
    throw new Error(`database timing failed (${run.status ?? run.signal}): ${run.stderr}`);
  return Number(run.stdout.trim().split('\n').pop());
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  const templates = mkdtempSync(join(tmpdir(), 'conexao-bench-templates-'));
  const dirs = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'conexao-bench-fresh-'));
    dirs.push(dir);
    return dir;
  };
  const rows = [];
  const dbRows = [];
  try {
    // The database part alone (no server modules to load): what the template changes.
    const dbTemplates = mkdtempSync(join(tmpdir(), 'conexao-bench-templates-'));
    dirs.push(dbTemplates);
    const reopened = fresh();
    dbRows.push([
      'new database, no template yet (builds it, then copies it)',
      timeDatabase(reopened, dbTemplates),
    ]);
    for (let i = 0; i < runs; i++) {
      dbRows.push([`new database, template cached (run ${i + 1})`, timeDatabase(fresh(), dbTemplates)]);
    }
    // A regular file where the templates folder would be: no template can be made (the fallback).
    const blocked = join(dbTemplates, 'not-a-folder');
    writeFileSync(blocked, '');
    dbRows.push([
      'new database without a template (created in place, as before)',
      timeDatabase(fresh(), blocked),
    ]);
    dbRows.push(['existing database (reopen)', timeDatabase(reopened, dbTemplates)]);

    const first = fresh();
    rows.push(['fresh DATA_DIR, no template yet (builds it)', await timeToHealth(first, templates)]);
    for (let i = 0; i < runs; i++) {
      rows.push([`fresh DATA_DIR, template cached (run ${i + 1})`, await timeToHealth(fresh(), templates)]);
    }
    rows.push(['restart on a migrated DATA_DIR', await timeToHealth(first, templates)]);
  } finally {
    for (const dir of [...dirs, templates]) rmSync(dir, { recursive: true, force: true });
  }
  console.log('| database (openDatabase + migrate, PGlite) | ms |\n| --- | ---: |');
  for (const [name, ms] of dbRows) console.log(`| ${name} | ${ms} |`);
  console.log('');
  console.log('| server start (PGlite, tsx) | ms to GET /health 200 |\n| --- | ---: |');
  for (const [name, ms] of rows) console.log(`| ${name} | ${ms} |`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`fresh-database: ${error?.stack ?? error}`);
    process.exitCode = 1;
  });
}

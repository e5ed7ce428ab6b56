#!/usr/bin/env node
/**
 * Two revisions side by side on one host: the people-like mixes (people-same-db.mjs run) of a base
 * revision and of this working tree, alternated round by round on the same seeded database. Issue
 * 20's figures move with the host (the same code ran at 848–1,223 req/s in successive rounds on
 * 2026-11-30), so a change is judged against its base measured in turn, never against a table.
 *
 *   node bench/ab.mjs --base c0f0daf [--rounds 3] -- --db-url postgres://postgres@127.0.0.1:5432/conexao_ab --mixes 0,1
 *   node bench/ab.mjs --base HEAD~2 -- --pglite /tmp/conexao-pglite-people --mixes 0,3
 *
 * The base is checked out in a temporary git worktree that uses this tree's installed packages (a
 * base whose package-lock.json differs is said so, and measured with these packages). Rounds run
 * base-then-head and head-then-base in turn, so a host that slows down over the run weighs on both.
 * Both sides' servers open the same database, so it holds the newer side's migrations: compare
 * revisions whose schemas the other can read (an added index or table is fine; a dropped column is
 * not). Prints every round's pass lines as they come and a Markdown table of both sides at the
 * end; writes nothing else. Bounded: each side's run is people-same-db's, which stops by itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compareSides, comparisonTable, parsePasses } from './lib/pass-lines.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE =
  'usage: node bench/ab.mjs --base REV [--rounds N] -- --db-url URL | --pglite DIR [people-same-db run options]';
let parsed;
try {
  // people-same-db's own options come after `--`, as positionals.
  parsed = parseArgs({
    allowPositionals: true,
    options: { base: { type: 'string' }, rounds: { type: 'string', default: '3' } },
  });
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const rounds = Number(values.rounds);
const database = positionals.some((a) => /^--(db-url|pglite)(=|$)/.test(a));
if (!values.base || !Number.isInteger(rounds) || rounds < 1 || !database) {
  console.error(USAGE);
  process.exit(2);
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const base = git('rev-parse', '--verify', `${values.base}^{commit}`);
const tree = mkdtempSync(join(tmpdir(), 'conexao-ab-base-'));

function checkOutBase() {
  git('worktree', 'add', '--detach', '--force', tree, base);
  for (const modules of ['node_modules', 'server/node_modules'])
    symlinkSync(join(ROOT, modules), join(tree, modules), 'dir');
  const lock = (dir) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (lock(tree) !== lock(ROOT))
    console.log(
      `ab: ${base.slice(0, 7)}'s package-lock.json differs from this tree's; both run with this tree's packages`,
    );
}

/** One side's run: people-same-db run in `dir`, its output echoed line by line and returned. */
function runSide(side, dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/people-same-db.mjs', 'run', ...positionals], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let printed = 0;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      // Whole lines only, each marked with its side.
      const end = output.lastIndexOf('\n') + 1;
      for (const line of output.slice(printed, end).split('\n').slice(0, -1))
        console.log(`[${side}] ${line}`);
      printed = Math.max(printed, end);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${side}: people-same-db exited with ${code}`)),
    );
  });
}

const runs = [];
try {
  checkOutBase();
  console.log(
    `ab: base ${base.slice(0, 7)} against this tree (${git('rev-parse', '--short', 'HEAD')} with its changes), ${rounds} round(s)`,
  );
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
    for (const side of order) {
      const passes = parsePasses(await runSide(side, side === 'base' ? tree : ROOT));
      runs.push({ side, passes });
    }
  }
  console.log(`\n${comparisonTable(compareSides(runs), ['base', 'head'], [base.slice(0, 7), 'this tree'])}`);
} finally {
  // The links first: removing the worktree must never reach into this tree's packages.
  for (const modules of ['server/node_modules', 'node_modules']) rmSync(join(tree, modules), { force: true });
  try {
    git('worktree', 'remove', '--force', tree);
  } catch {
    rmSync(tree, { recursive: true, force: true });
    git('worktree', 'prune');
  }
}

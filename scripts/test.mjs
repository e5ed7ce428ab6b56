#!/usr/bin/env node
/**
 * `npm test`: every suite, in the order that fails fastest.
 *  1. vitest, all projects (shared, renderer, main with electron mocked, server on PGlite)
 *  2. the server suite again on PostgreSQL (and Redis) when DATABASE_URL (REDIS_URL) is set
 *  3. Playwright e2e: web build + real server + real SMTP receiver, in Debian's Chromium
 *  4. the Electron launch test, which says plainly that it skips where no Electron binary exists
 * Ends with one plain line: "tests: N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
// Names of the failed tests, printed again last: CI shows only the tail of the output.
const failures = [];
const relative = (file) => file.replace(`${process.cwd()}/`, '');
let exitCode = 0;
mkdirSync('test-results', { recursive: true });

function run(label, args, env) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status === 0;
}

function countVitest(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${label}: ${relative(suite.name)} › ${test.fullName}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(
        `${label}: ${relative(suite.name)} (${(suite.message ?? 'failed to run').split('\n')[0]})`,
      );
    }
  }
  rmSync(file);
}

function countPlaywright(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failures.push(`${label}: ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  rmSync(file);
}

const vitest = 'node_modules/vitest/vitest.mjs';
const playwright = 'node_modules/@playwright/test/cli.js';
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

run(
  'unit and integration tests (PGlite, in-process stores)',
  [vitest, 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json'],
  {
    DATABASE_URL: '',
    REDIS_URL: '',
  },
);
countVitest('test-results/vitest.json', 'vitest');

if (databaseUrl) {
  run(
    `server tests on PostgreSQL${redisUrl ? ' and Redis' : ''}`,
    [
      vitest,
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/vitest-pg.json',
    ],
    { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl ?? '' },
  );
  countVitest('test-results/vitest-pg.json', 'PostgreSQL');
} else {
  console.log('\n(server tests on PostgreSQL skipped: DATABASE_URL is not set)');
}

run('end-to-end tests in Chromium', [playwright, 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: 'test-results/e2e.json',
  DATABASE_URL: '',
  REDIS_URL: '',
});
countPlaywright('test-results/e2e.json', 'e2e');

run(
  'Electron launch test',
  [playwright, 'test', '--config', 'tests/electron/playwright.config.ts', '--reporter=list,json'],
  {
    PLAYWRIGHT_JSON_OUTPUT_FILE: 'test-results/electron.json',
  },
);
countPlaywright('test-results/electron.json', 'Electron');

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));

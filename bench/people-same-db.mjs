#!/usr/bin/env node
/**
 * Issue 20's people-like mixes against one database seeded once, for side-by-side runs of two
 * commits (`npm run bench -- --only people` seeds a new database each run: ~6 min at a million
 * applications on a slow host). Same mixes, seeds, 20 clients and mover as the full run
 * (scenarios/people-mix.mjs); prints one line per pass and the slowest requests, writes nothing.
 *
 *   node bench/people-same-db.mjs seed --db-url postgres://postgres@127.0.0.1:5432/conexao_ab
 *   node bench/people-same-db.mjs run  --db-url … [--seconds 10] [--mixes 0,1]
 *   node bench/people-same-db.mjs run  --db-url … --repeat '/candidates?page=1&perPage=10'
 *   node bench/people-same-db.mjs shapes --db-url … [--mixes 0] [--requests 3000]
 *   node bench/people-same-db.mjs run --db-url … --mixes 1 --by-shape
 *   node bench/people-same-db.mjs seed|run --pglite /tmp/conexao-pglite-people
 *
 * `--repeat PATH` sends that one request over and over instead (what autocannon measures: after the
 * first answer, only the fixed cost of a kept page: sign-in check, version read, serialising).
 * `--by-shape` also prints each pass's time by request shape, under load and with the moves (what
 * `shapes` measures one request at a time, without them). `--profile` runs the server under
 * `node --cpu-prof` and prints where its CPU went during both passes.
 * `--pglite DIR` uses the embedded database in DIR instead (its data set: 10,000 candidates, 100,000
 * applications), kept between runs like a PostgreSQL one.
 * The database must exist (createdb); `seed` fills it with the single shape's PostgreSQL data set, or
 * the platform's with `--shape platform` (give the same `--shape` to `run` and `shapes`: the deepest
 * page of the uniform mixes depends on it).
 * Mixes by index: 0 candidates people-like, 1 applications people-like, 2 applications uniform deep
 * pages, 3 candidates uniform deep pages. Bounded: each pass stops after `--seconds`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isLoopbackHost } from '../scripts/lib/loopback.mjs';
import { postgresHugePages } from './lib/pg-huge-pages.mjs';
import { keepAliveClient } from './lib/http.mjs';
import { killAll, peakRssMiB, rssMiB, runSeed, startServer } from './lib/proc.mjs';
import {
  deepestPageOf,
  mixSessions,
  mixes,
  passSeed,
  peopleScenario,
  runMixOnNewServer,
  seedArgs,
  seededRandom,
} from './scenarios/people-mix.mjs';
import { cpuLine } from './lib/cpu-per-request.mjs';
import { requestShape, shapeShares } from './scenarios/request-shapes.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'db-url': { type: 'string' },
    pglite: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    mixes: { type: 'string', default: '0,1' },
    repeat: { type: 'string' },
    requests: { type: 'string', default: '3000' },
    'by-shape': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    shape: { type: 'string', default: 'single' },
  },
});
const [command] = positionals;
if (!(values['db-url'] || values.pglite) || !['seed', 'run', 'shapes'].includes(command)) {
  console.error(
    'usage: node bench/people-same-db.mjs seed|run|shapes --db-url URL | --pglite DIR [--seconds N] [--mixes 0,1,2,3 | --repeat PATH] [--requests N]',
  );
  process.exit(2);
}
const url = values.pglite ? null : new URL(values['db-url']);
if (url && !isLoopbackHost(url.hostname)) {
  console.error('people-same-db: loads only a database on this machine (127.0.0.1)');
  process.exit(2);
}
// PGlite's files stay in the given folder (the server keeps them in <DATA_DIR>/pglite).
const dataDir = values.pglite ?? mkdtempSync(join(tmpdir(), 'conexao-people-same-db-'));
const db = { url: url?.href ?? null, dataDir };
const { employer } = peopleScenario;
// `--shape platform` seeds (and then expects) the platform's data set: thousands of employers.
const sizes = peopleScenario.shapes[values.shape]?.[url ? 'postgres' : 'pglite'];
if (!sizes) {
  console.error(
    `people-same-db: no shape ${values.shape} (${Object.keys(peopleScenario.shapes).join(', ')})`,
  );
  process.exit(2);
}

try {
  if (command === 'seed') {
    const seeded = await runSeed(db, seedArgs(employer, sizes));
    console.log(`seeded in ${Math.round(seeded.seconds)} s`);
  } else if (command === 'shapes') {
    const all = mixes({ deepestPage: deepestPageOf(sizes) });
    for (const index of values.mixes.split(',').map(Number)) await printShapes(all, index);
  } else {
    // The cold passes halve with PostgreSQL's buffer cache in huge pages (lib/pg-huge-pages.mjs).
    if (url) console.log(`PostgreSQL huge pages: ${(await postgresHugePages(url.href)) ?? 'unknown'}`);
    const all = values.repeat
      ? [{ name: `${values.repeat}, repeated`, next: () => values.repeat }]
      : mixes({ deepestPage: deepestPageOf(sizes) });
    for (const index of values.repeat ? [0] : values.mixes.split(',').map(Number)) {
      const mix = all[index];
      if (!mix) throw new Error(`no mix ${index}: 0 to ${all.length - 1}`);
      const answers = { cold: [], warm: [] };
      const profile = await runMixOnNewServer({
        db,
        employer,
        mix,
        index,
        seconds: Number(values.seconds),
        maxRequests: 200_000,
        profile: values.profile,
        onPass: (pass, run, server) => {
          const { p50, p90, p99, max } = run.latency;
          console.log(
            `${mix.name} (${pass}): p50 ${p50} p90 ${p90} p99 ${p99} max ${max} ms, ${run.rps} req/s, >300 ms ${run.over300ms}, failed ${run.failures.length}, kept pages ${run.keptPages} / page ids ${run.keptPageIds} / totals ${run.keptTotals}, moves ${run.moves?.moves}, rss ${rssMiB(server.pid)} MiB (peak ${peakRssMiB(server.pid)})`,
          );
          console.log(`    ${cpuLine(run.cpu, { postgres: Boolean(url) })}`);
          for (const slow of run.slowest.slice(0, 3))
            console.log(`    ${slow.ms} ms, sent at ${slow.atMs} ms: ${slow.path} — ${slow.serverTiming}`);
          if (values['by-shape']) printShareLines(shapeShares(answers[pass]).slice(0, 15));
        },
        onAnswer: values['by-shape']
          ? (pass, { path, ms, serverTiming }) =>
              answers[pass].push({ shape: requestShape(path, serverTiming), ms, path })
          : undefined,
      });
      if (profile) console.log(JSON.stringify(profile, null, 1));
    }
  }
} finally {
  killAll();
  if (!values.pglite) rmSync(dataDir, { recursive: true, force: true });
}

/** `shapes`: mix `index`'s first requests one at a time, and their time by shape. */
async function printShapes(all, index) {
  const mix = all[index];
  if (!mix) throw new Error(`no mix ${index}: 0 to ${all.length - 1}`);
  const server = await startServer(db, {});
  try {
    const { reader } = await mixSessions(server.url, employer);
    // The same sequence as the mix's cold pass (runColdAndWarm's seed).
    const random = seededRandom(passSeed(index, 'cold'));
    const answers = [];
    // The mixes' own client (keepAliveClient), one socket: the times compare with theirs.
    const http = keepAliveClient(server.url, 1);
    for (let i = 0; i < Number(values.requests); i++) {
      const path = mix.next(random);
      const t0 = performance.now();
      const res = await http.get(path, { authorization: reader.token });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      answers.push({ shape: requestShape(path, res.serverTiming), ms: performance.now() - t0, path });
    }
    await http.close();
    const total = answers.reduce((sum, a) => sum + a.ms, 0);
    console.log(
      `${mix.name}: ${answers.length} requests one at a time, ${(total / answers.length).toFixed(2)} ms each on average`,
    );
    printShareLines(shapeShares(answers).slice(0, 25));
  } finally {
    await server.stop();
  }
}

/** One line per shape: its share of the time, how many, their average and slowest. */
function printShareLines(shares) {
  for (const s of shares)
    console.log(
      `${(s.share * 100).toFixed(1).padStart(5)} %  ${String(s.requests).padStart(5)} × ${s.averageMs.toFixed(1).padStart(5)} ms (max ${Math.round(s.maxMs)})  ${s.shape}  e.g. ${s.slowestPath}`,
    );
}

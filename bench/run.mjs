import { parseArgs } from 'node:util';
import {
  createPglite,
  createPostgres,
  explainSetup,
  postgresReachable,
  postgresServerUrl,
} from './lib/db.mjs';
import { getJson, login, measure } from './lib/http.mjs';
import { killAll, runSeed, serverEntry, startServer } from './lib/proc.mjs';
import { startProfiledServer } from './lib/profiled-server.mjs';
import { machine, updateDoc, writeResult } from './lib/report.mjs';
import { acrossSetups, runChatLoad, seedPairs } from './scenarios/chat.mjs';
import { chatCeilingRun } from './scenarios/chat-ceiling.mjs';
import { countDashboardRequests } from './scenarios/dashboard-requests.mjs';
import { runDelivery } from './scenarios/notification-delivery.mjs';
import { peopleRun } from './scenarios/people-run.mjs';
import { BENCH_PASSWORD, candidates, dashboard, deepPage } from './scenarios/http-scenarios.mjs';
import {
  notificationsScenario,
  runNotificationsFeed,
  seedNotifications,
} from './scenarios/notifications.mjs';

/**
 * Benchmarks of issues 4–6 and 15 against the real server (a child process on a random 127.0.0.1 port),
 * on PGlite (temp DATA_DIR) and on PostgreSQL (own database conexao_bench_<pid>_<scenario>,
 * dropped at the end). Bounded: every run has a fixed duration and every child is killed.
 */

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    db: { type: 'string' },
    seconds: { type: 'string' },
    check: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    rates: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`usage: npm run bench -- [--only dashboard,candidates,chat,notifications] [--quick] [--db pglite|postgres] [--seconds N]
  dashboard   issue 4: GET /internship/company, /internship/count, /internship/applications/count (+ requests of the dashboard in Chromium)
  candidates  issue 5: GET /user with each filter, GET /internship/applications first and deep page
  chat        issue 6: 1,000 sockets in 500 pairs for 60 s on PostgreSQL, then two instances with the Redis adapter
  notifications  issue 15: an application's notification reaching the employer's socket (delivery p99), then GET /notifications?limit=20 (first page, older pages by before) for 20 users, 100,000 notifications, cold and warm
  chat-ceiling  issue 20: 2,000 sockets, the message rate stepped up until delivery p99 reaches 50 ms, one instance and two with Redis, then a CPU profile of one instance at the first rate it did not hold (PostgreSQL; not in the default set)
  people      issue 20: candidates and applications as people use them (seeded mixes of pages, filters, searches) while a colleague moves an applicant a second, cold and warm, one employer holding every application and a platform's shape (5,000 companies); not in the default set
  --rates     with chat-ceiling: the steps to climb, comma-separated msg/s (default 1000,1500,2000,3000,4000,5000)
  --profile   with people or notifications: run the server under node --cpu-prof and write where its CPU went during the load into the result (adds a little overhead to the timings)
  --check     with people: exit 1 when any request took over 1 s (the CI regression check: npm run bench -- --only people --quick --db postgres --check)
  --quick     small data sets and a few seconds per run`);
  process.exit(0);
}

const quick = values.quick;
const only = new Set(
  (values.only ?? 'dashboard,candidates,chat,notifications').split(',').map((s) => s.trim()),
);
const httpSeconds = Number(values.seconds ?? (quick ? 3 : 10));
const log = (line) => console.log(`[bench] ${line}`);
const commandLine = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

const cleanups = [];
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) process.exit(1);
    interrupted = true;
    log(`${signal}: stopping`);
    killAll();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    process.exit(130);
  });
}

async function withDatabase(kind, label, run) {
  const db = kind === 'postgres' ? await createPostgres(label) : createPglite(label);
  const cleanup = () => db.dispose();
  cleanups.push(cleanup);
  try {
    return await run(db);
  } finally {
    killAll();
    await cleanup();
    cleanups.splice(cleanups.indexOf(cleanup), 1);
  }
}

async function databases() {
  const wanted = values.db ? [values.db] : ['postgres', 'pglite'];
  const list = [];
  for (const kind of wanted) {
    if (kind === 'postgres' && !(await postgresReachable())) {
      log(`PostgreSQL not reachable at ${postgresServerUrl()}: skipped`);
      continue;
    }
    list.push(kind);
  }
  return list;
}

/**
 * The head of every result file: what ran, on which database, with what data, where and when,
 * and the command that reproduces it; each kind of run adds its measurements after it.
 */
function resultHeader({ kind, scenario, issue, db, dataset }) {
  return {
    kind,
    scenario,
    issue,
    db,
    quick,
    date: new Date().toISOString(),
    machine: machine(),
    dataset,
    command: commandLine,
    // The server measured: the production bundle with its node flags, or the sources through tsx
    // (BENCH_SERVER=source).
    server: serverEntry().args.join(' '),
  };
}

async function httpScenario(scenario, kind, countRequests) {
  const sizes = quick ? scenario.sizes.quick : scenario.sizes[kind];
  return withDatabase(kind, scenario.name, async (db) => {
    const result = {
      ...resultHeader({
        kind: 'http',
        scenario: scenario.name,
        issue: scenario.issue,
        db: kind,
        dataset: sizes,
      }),
      endpoints: [],
    };
    log(`${scenario.name}/${kind}: seeding ${JSON.stringify(sizes)}…`);
    result.seed = await runSeed(db, scenario.seedArgs(sizes, scenario.employer));
    log(`${scenario.name}/${kind}: seeded in ${result.seed.seconds.toFixed(1)} s`);
    let server = await startServer(db);
    try {
      const session = await login(server.url, scenario.employer, BENCH_PASSWORD);
      for (const endpoint of scenario.endpoints) {
        let path = endpoint.path;
        if (endpoint.deepOf) {
          const first = await getJson(server.url, endpoint.deepOf, session.token);
          const pagination = first.body?.data?.pagination;
          path = path.replace('{deep}', String(deepPage(pagination)));
        }
        log(`${scenario.name}/${kind}: ${path}`);
        const r = await measure(server.url, path, session.token, {
          seconds: httpSeconds,
          warmup: quick ? 1 : 2,
          headers: endpoint.headers,
        });
        result.endpoints.push({ name: endpoint.name, ...r, path });
        if (r.latency)
          log(`  p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.rps} req/s, non-2xx ${r.non2xx}`);
        else log(`  not measured: ${r.missing ? 'missing' : `status ${r.status}`}`);
      }
      if (scenario.name === 'dashboard' && countRequests) {
        try {
          result.dashboardRequests = await countDashboardRequests({ apiUrl: server.url, session, log });
          log(
            `dashboard requests: ${JSON.stringify(result.dashboardRequests.requests ?? result.dashboardRequests)}`,
          );
        } catch (error) {
          result.dashboardRequests = { error: String(error?.message ?? error).slice(0, 300) };
        }
      }
      if (kind === 'postgres') {
        await server.stop();
        server = null;
        result.explain = await explainSlowest(db, scenario, result.endpoints);
      }
    } finally {
      await server?.stop();
    }
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}

/** The two slowest endpoints by p99: their queries' plans through auto_explain on a fresh server. */
async function explainSlowest(db, scenario, endpoints) {
  // An endpoint whose every request timed out is slower than any measured one.
  const p99 = (e) => (e.requests > 0 ? e.latency.p99 : Number.POSITIVE_INFINITY);
  const slowest = endpoints
    .filter((e) => e.latency)
    .sort((a, b) => p99(b) - p99(a))
    .slice(0, 2);
  const capture = await explainSetup(db);
  if (!capture)
    return slowest.map((e) => ({
      name: e.name,
      path: e.path,
      p99: e.latency.p99,
      note: 'auto_explain/log not available',
    }));
  const server = await startServer(db);
  try {
    const session = await login(server.url, scenario.employer, BENCH_PASSWORD);
    const out = [];
    // The server keeps counts, anchors and pages per list version: the first request on a fresh
    // server computes them (what every change costs once), the second is what the load measured.
    const slowestPlans = async (request) => {
      const offset = await capture.offset();
      await request();
      await new Promise((r) => setTimeout(r, 1000));
      return (await capture.plansSince(offset))
        .filter((p) => !/pg_stat_file|pg_read_file/.test(p.query))
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 2);
    };
    for (const e of slowest) {
      const coldPlans = await slowestPlans(() => getJson(server.url, e.path, session.token));
      const plans = await slowestPlans(() => getJson(server.url, e.path, session.token));
      out.push({ name: e.name, path: e.path, p99: e.latency.p99, coldPlans, plans });
    }
    return out;
  } finally {
    await server.stop();
    await capture.teardown();
  }
}

async function chatScenario() {
  const pairs = quick ? 25 : 500;
  const rate = quick ? 100 : 1000;
  const seconds = quick ? 5 : 60;
  return withDatabase('postgres', 'chat', async (db) => {
    const result = {
      ...resultHeader({
        kind: 'chat',
        scenario: 'chat',
        issue: 6,
        db: 'postgres',
        dataset: { pairs, rate, seconds },
      }),
    };
    log(`chat: seeding ${pairs} employers and ${pairs} candidates…`);
    const { seed, accounts } = await seedPairs(db, pairs, 'bench6@conexao.ao');
    result.seed = seed;
    result.runs = await acrossSetups(db, 'chat', log, async (servers) => {
      const run = await runChatLoad({ servers, accounts, password: BENCH_PASSWORD, rate, seconds, log });
      log(
        `  ${JSON.stringify({ stored: run.storedPerSecond, delivered: run.deliveredPerSecond, p50: run.delivery.p50, p99: run.delivery.p99, check: run.check, rss: run.serverRssMiB })}`,
      );
      return run;
    });
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}

async function notificationsRun(kind) {
  const scenario = notificationsScenario;
  const sizes = quick ? scenario.sizes.quick : scenario.sizes[kind];
  return withDatabase(kind, scenario.name, async (db) => {
    const result = resultHeader({
      kind: 'feed',
      scenario: scenario.name,
      issue: scenario.issue,
      db: kind,
      dataset: sizes,
    });
    log(`notifications/${kind}: seeding ${sizes.users} employers…`);
    const users = await runSeed(db, [
      '--employer',
      scenario.employer,
      '--employers',
      String(sizes.users - 1),
    ]);
    log(`notifications/${kind}: ${sizes.notifications} notifications (set-based INSERT … SELECT)…`);
    const seeded = await seedNotifications(db, {
      tag: users.tag,
      employer: scenario.employer,
      count: sizes.notifications,
    });
    result.seed = { seconds: users.seconds + seeded.seconds, notificationsSeconds: seeded.seconds };
    result.tableRows = seeded.tableRows;
    result.owners = seeded.users;
    log(
      `notifications/${kind}: ${seeded.tableRows} rows over ${seeded.users} users in ${seeded.seconds.toFixed(1)} s; sample ${seeded.sample.map((u) => u.notifications).join(', ')}`,
    );
    const server = await startProfiledServer(db, {}, values.profile);
    try {
      Object.assign(
        result,
        await runNotificationsFeed({
          server,
          markLoaded: server.mark,
          users: seeded.sample,
          password: BENCH_PASSWORD,
          seconds: httpSeconds,
          warmup: quick ? 1 : 2,
          connections: 20,
          log,
        }),
      );
    } finally {
      // With --profile: where the server's CPU went while 20 callers read their feeds.
      const profile = await server.stop();
      if (profile) result.profile = profile;
    }
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}

/** Issue 15: an application reaches the employer's open app within 1 s (p99, loopback). */
async function deliveryRun(kind) {
  const count = quick ? 40 : 300;
  return withDatabase(kind, 'notification-delivery', async (db) => {
    const result = resultHeader({
      kind: 'delivery',
      scenario: 'notification-delivery',
      issue: 15,
      db: kind,
      dataset: { jobs: 20, candidates: count },
    });
    const employer = 'bench15d@conexao.ao';
    result.seed = await runSeed(db, ['--employer', employer, '--jobs', '20', '--candidates', String(count)]);
    const candidates = Array.from(
      { length: count },
      (_, i) => `candidato.${result.seed.tag}.${i + 1}@bulk.conexao.ao`,
    );
    const server = await startServer(db);
    try {
      Object.assign(
        result,
        await runDelivery({ server, employer, candidates, password: BENCH_PASSWORD, perSecond: 10, log }),
      );
      log(
        `delivery/${kind}: delivery p50 ${result.delivery.p50} ms, p99 ${result.delivery.p99} ms, max ${result.delivery.max} ms; apply p99 ${result.apply.p99} ms; not delivered ${result.notDelivered}, failed ${result.failedApplies}`,
      );
    } finally {
      await server.stop();
    }
    result.machine.loadAverageEnd = machine().loadAverage;
    log(`wrote ${writeResult(result)}`);
    return result;
  });
}

async function main() {
  const started = Date.now();
  const dbs = await databases();
  for (const scenario of [dashboard, candidates]) {
    if (!only.has(scenario.name)) continue;
    for (const kind of dbs) {
      try {
        await httpScenario(scenario, kind, kind === dbs[0]);
      } catch (error) {
        log(`${scenario.name}/${kind} failed: ${error?.stack ?? error}`);
        process.exitCode = 1;
      }
    }
  }
  if (only.has('chat')) {
    if (!dbs.includes('postgres')) log('chat: needs PostgreSQL; skipped');
    else
      await chatScenario().catch((error) => {
        log(`chat failed: ${error?.stack ?? error}`);
        process.exitCode = 1;
      });
  }
  if (only.has('chat-ceiling')) {
    if (!dbs.includes('postgres')) log('chat-ceiling: needs PostgreSQL; skipped');
    else
      await chatCeilingRun({
        quick,
        seconds: values.seconds ? httpSeconds : undefined,
        rates: values.rates?.split(',').map(Number),
        withDatabase,
        resultHeader,
        log,
      }).catch((error) => {
        log(`chat-ceiling failed: ${error?.stack ?? error}`);
        process.exitCode = 1;
      });
  }
  if (only.has('people')) {
    for (const kind of dbs) {
      for (const shape of ['single', 'platform']) {
        try {
          const result = await peopleRun({
            kind,
            shape,
            quick,
            profile: values.profile,
            seconds: httpSeconds,
            withDatabase,
            resultHeader,
            log,
          });
          const slow = result.runs.reduce((n, run) => n + (run.over1s ?? 0) + run.failures.length, 0);
          if (values.check && slow > 0) {
            log(`people/${kind}/${shape}: ${slow} request(s) over 1 s or failed: the regression check fails`);
            for (const run of result.runs.filter((r) => r.over1s > 0))
              for (const r of run.slowest.filter((x) => x.ms > 1000))
                log(
                  `  ${run.mix} (${run.pass}) ${r.ms} ms at ${r.atMs} ms: ${r.path} — ${r.serverTiming || 'no Server-Timing'}`,
                );
            process.exitCode = 1;
          }
        } catch (error) {
          log(`people/${kind}/${shape} failed: ${error?.stack ?? error}`);
          process.exitCode = 1;
        }
      }
    }
  }
  if (only.has('notifications')) {
    for (const kind of dbs) {
      try {
        await deliveryRun(kind);
        await notificationsRun(kind);
      } catch (error) {
        log(`notifications/${kind} failed: ${error?.stack ?? error}`);
        process.exitCode = 1;
      }
    }
  }
  updateDoc(commandLine);
  log(`docs/benchmarks.md updated; ${Math.round((Date.now() - started) / 1000)} s in all`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => killAll());

import { keepAliveClient, login } from '../lib/http.mjs';
import { cpuPerRequest } from '../lib/cpu-per-request.mjs';
import { cpuMeter } from '../lib/proc.mjs';
import { startProfiledServer } from '../lib/profiled-server.mjs';
import { sharedConstant } from '../lib/shared-constants.mjs';
import { ascending, percentile, tenths } from '../lib/stats.mjs';
import { BENCH_PASSWORD } from './http-scenarios.mjs';

/**
 * Issue 20: lists as people use them. A repeated request measures only the kept pages; people
 * page, filter and search differently each time while colleagues move applicants. Each request
 * here is drawn from a seeded generator (the same seed, the same sequence), so runs compare:
 *
 * - people-like: 80 % page 1, 15 % pages 2–5, 5 % pages 6–200, random filters, search terms and
 *   statuses from lists that match the seeded data, one request in five sorted by another column
 *   (issue 19's sorts);
 * - uniform deep pages: any page of any filter, 1 to the last page.
 *
 * A mover (another employer session) changes one applicant's status every second, so list
 * versions move and the first request after a change pays the cold path, as in an office.
 */

/** Words the bulk seed writes (server/src/seed/names.ts): searches that find people, and some that do not. */
const CITIES = ['Luanda', 'Benguela', 'Huambo', 'Lubango', 'Cabinda', 'Malanje', 'Namibe', 'Lobito'];
const AVAILABILITIES = ['FULL_TIME', 'PART_TIME', 'REMOTE', 'HYBRID', 'WEEKENDS'];
const SKILLS = ['Excel', 'Contabilidade', 'JavaScript', 'Python', 'SQL', 'Inglês', 'Power BI', 'Vendas'];
const NAMES = [
  'joao',
  'antonio',
  'manuel',
  'jose',
  'francisco',
  'domingos',
  'pedro',
  'nelson',
  'silva',
  'ana',
];
const MISSES = ['zzyzx', 'quixotesco'];
const STATUSES = ['APPLIED', 'SHORTLISTED', 'REJECTED', 'HIRED'];
const JOB_WORDS = ['estagio', 'assistente', 'analista', 'tecnico'];
/** Issue 19's sortable columns (src/shared/api/sort.ts): one request in five sorts by another. */
const APPLICATION_SORTS = ['status', 'average_rating', 'notes_count'];
const CANDIDATE_SORTS = ['name', 'city'];

function maybeSorted(random, query, sorts) {
  if (random() < 0.2) {
    query.set('sort', pick(random, sorts));
    query.set('order', random() < 0.5 ? 'asc' : 'desc');
  }
}

/** mulberry32: a small seeded generator, so a run's request sequence is repeatable. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** 80 % page 1, 15 % pages 2–5, 5 % pages 6–200 (what people do with a list). */
export function peoplePage(random) {
  const r = random();
  if (r < 0.8) return 1;
  if (r < 0.95) return 2 + Math.floor(random() * 4);
  return 6 + Math.floor(random() * 195);
}

/** GET /candidates with a person's choice of filters: each filter on or off, values from the data. */
export function candidatesPath(random, page) {
  const query = new URLSearchParams({ page: String(page), perPage: '10' });
  if (random() < 0.3) query.set('location', pick(random, CITIES));
  if (random() < 0.2) query.set('availability', pick(random, AVAILABILITIES));
  if (random() < 0.2) query.set('skills', pick(random, SKILLS));
  if (random() < 0.3) query.set('q', random() < 0.9 ? pick(random, NAMES) : pick(random, MISSES));
  maybeSorted(random, query, CANDIDATE_SORTS);
  return `/candidates?${query}`;
}

/** GET /applications with a status and/or a search (a candidate's name or a word of a job title). */
export function applicationsPath(random, page) {
  const query = new URLSearchParams({ page: String(page), perPage: '10' });
  if (random() < 0.4) query.set('status', pick(random, STATUSES));
  if (random() < 0.3) query.set('search', random() < 0.7 ? pick(random, NAMES) : pick(random, JOB_WORDS));
  maybeSorted(random, query, APPLICATION_SORTS);
  return `/applications?${query}`;
}

const MAX_PAGE_NUMBER = sharedConstant('MAX_PAGE_NUMBER');

/**
 * The last page uniform deep pages reach: that of the longer of the two lists (the bench
 * employer's applications, or the candidates), at most the highest page the API accepts (past it,
 * a 400 would be measured instead of a page).
 */
export function deepestPageOf({ jobs, spreadJobs = 0, candidates, applications }) {
  const employersApplications = applications * (jobs / (jobs + spreadJobs));
  return Math.min(MAX_PAGE_NUMBER, Math.max(1, Math.ceil(Math.max(employersApplications, candidates) / 10)));
}

/** The mixes of the scenario: a name, and a function from the generator to the next path. */
export function mixes({ deepestPage = 2000 } = {}) {
  const uniform = (random) => 1 + Math.floor(random() * deepestPage);
  return [
    { name: 'candidates, people-like', next: (r) => candidatesPath(r, peoplePage(r)) },
    { name: 'applications, people-like', next: (r) => applicationsPath(r, peoplePage(r)) },
    { name: 'applications, uniform deep pages', next: (r) => applicationsPath(r, uniform(r)) },
    { name: 'candidates, uniform deep pages', next: (r) => candidatesPath(r, uniform(r)) },
  ];
}

/**
 * `connections` clients, each sending the mix's next request as soon as its answer is in, for
 * `seconds` or `maxRequests` (whichever first), while `mover` (if any) runs. Every answer must
 * be 200; anything else is counted and reported, never hidden.
 */
const SLOWEST_KEPT = 8;

export async function runMix({
  baseUrl,
  token,
  mix,
  seed,
  seconds,
  maxRequests,
  connections = 20,
  mover,
  /** Called with each answer's path, time and Server-Timing (people-same-db's shapes under load). */
  onAnswer,
  /** The server's process, so the pass can say how much CPU it, the clients and PostgreSQL used. */
  serverPid,
}) {
  const random = seededRandom(seed);
  const latencies = [];
  const failures = [];
  // The server's Server-Timing says whether a list's total and page were kept or read now.
  // A page is 'rows' when only its rows were read again, by the ids kept for it.
  const kept = { pages: 0, rows: 0, totals: 0 };
  // The slowest answers with what the server said of them, so a slow run names its requests.
  const slowest = [];
  const keepSlow = (entry) => {
    if (slowest.length === SLOWEST_KEPT && entry.ms <= slowest.at(-1).ms) return;
    slowest.push(entry);
    slowest.sort((a, b) => b.ms - a.ms);
    slowest.length = Math.min(slowest.length, SLOWEST_KEPT);
  };
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  const moving = mover?.start();
  const http = keepAliveClient(baseUrl, connections);
  const meter = cpuMeter(serverPid ? [{ pid: serverPid }] : []);
  const started = performance.now();
  async function client() {
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      const path = mix.next(random);
      const t0 = performance.now();
      try {
        const res = await http.get(path, { authorization: token });
        const ms = performance.now() - t0;
        latencies.push(ms);
        const timing = res.serverTiming;
        onAnswer?.({ path, ms, serverTiming: timing });
        keepSlow({ ms: Math.round(ms), atMs: Math.round(t0 - started), path, serverTiming: timing });
        if (timing.includes('list-page;desc="kept"')) kept.pages += 1;
        if (timing.includes('list-page;desc="rows"')) kept.rows += 1;
        if (timing.includes('list-total;desc="kept"')) kept.totals += 1;
        if (res.status !== 200 && failures.length < 20) failures.push({ path, status: res.status });
      } catch (error) {
        if (failures.length < 20) failures.push({ path, error: String(error?.message ?? error) });
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  const cores = meter.stop();
  await http.close();
  const moves = await mover?.stop(moving);
  const sorted = ascending(latencies);
  const at = (p) => tenths(percentile(sorted, p));
  return {
    mix: mix.name,
    seed,
    connections,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    latency: {
      p50: at(50),
      p90: at(90),
      p99: at(99),
      max: sorted.length ? Math.round(sorted.at(-1)) : null,
    },
    over300ms: sorted.filter((ms) => ms > 300).length,
    /** Shares of answers whose page / total came from kept data (no query). */
    keptPages: latencies.length ? Math.round((kept.pages / latencies.length) * 1000) / 1000 : null,
    keptPageIds: latencies.length ? Math.round((kept.rows / latencies.length) * 1000) / 1000 : null,
    keptTotals: latencies.length ? Math.round((kept.totals / latencies.length) * 1000) / 1000 : null,
    over1s: sorted.filter((ms) => ms > 1000).length,
    cpu: cpuPerRequest(cores, elapsed, latencies.length),
    slowest,
    failures,
    moves,
  };
}

/**
 * Another employer session moving one applicant a second (a random one of the first pages, to a
 * random other status), so list versions change under the readers.
 */
export function statusMover({ baseUrl, token, applicationIds, seed, everyMs = 1000 }) {
  const random = seededRandom(seed ^ 0x5eed);
  return {
    start() {
      const state = { stop: false, moves: 0, failed: 0 };
      state.done = (async () => {
        while (!state.stop) {
          const id = pick(random, applicationIds);
          const res = await fetch(`${baseUrl}/applications/${id}/status`, {
            method: 'PUT',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: JSON.stringify({ status: pick(random, STATUSES) }),
          }).catch(() => null);
          if (res?.ok) state.moves += 1;
          else state.failed += 1;
          await res?.arrayBuffer().catch(() => {});
          await new Promise((resolve) => setTimeout(resolve, everyMs));
        }
      })();
      return state;
    },
    async stop(state) {
      state.stop = true;
      await state.done;
      return { moves: state.moves, failed: state.failed };
    },
  };
}

/** Application ids the mover may pick: the first pages of the list (what people look at). */
export async function someApplicationIds(baseUrl, token, pages = 5) {
  const ids = [];
  for (let page = 1; page <= pages; page++) {
    const res = await fetch(`${baseUrl}/applications?page=${page}&perPage=50`, {
      headers: { authorization: token },
    });
    const body = await res.json();
    for (const a of body?.data?.applications ?? []) ids.push(a.id);
  }
  return ids;
}

/** The seed CLI's arguments (server/src/seed/cli.ts) for one of the scenario's data sets. */
export function seedArgs(employer, sizes) {
  return [
    '--employer',
    employer,
    '--jobs',
    String(sizes.jobs),
    '--candidates',
    String(sizes.candidates),
    '--applications',
    String(sizes.applications),
    ...(sizes.spreadJobs
      ? ['--employers', String(sizes.employers), '--spread-jobs', String(sizes.spreadJobs)]
      : []),
  ];
}

/**
 * Two sessions of the bench employer on a started server: the reader the mix's clients use, and
 * the colleague whose mover changes applicants, with the applications it may pick.
 */
export async function mixSessions(baseUrl, employer) {
  const reader = await login(baseUrl, employer, BENCH_PASSWORD);
  const colleague = await login(baseUrl, employer, BENCH_PASSWORD);
  return { reader, colleague, applicationIds: await someApplicationIds(baseUrl, colleague.token) };
}

/**
 * The seed of mix `index`'s pass: the cold pass's sequence, and the warm pass's, which is another
 * draw from the same mix (the next people at work), not the cold one again. A replay finds every
 * page the cold pass kept that still fits, and so measures the kept pages' size more than the
 * lists: the candidates' mix, 4,300 cold then 9,800 warm requests through a least-recently-used
 * store of 2,000 pages, finds 90 % of the warm pages replayed and 83 % in a new draw (67 % either
 * way with room for 500).
 */
export function passSeed(index, pass) {
  return (pass === 'cold' ? 20 : 40) + index;
}

/**
 * Mix number `index` twice on one server, cold (nothing kept yet) then warm (a server that served
 * the cold pass, asked by the mix's next people: passSeed), each pass while the colleague moves
 * an applicant a second; `onPass(pass, run)` gets each result as it ends.
 */
export async function runColdAndWarm({
  baseUrl,
  sessions,
  mix,
  index,
  seconds,
  maxRequests,
  onPass,
  onAnswer,
  serverPid,
}) {
  for (const pass of ['cold', 'warm']) {
    const mover = statusMover({
      baseUrl,
      token: sessions.colleague.token,
      applicationIds: sessions.applicationIds,
      seed: index + 1,
    });
    const run = await runMix({
      baseUrl,
      token: sessions.reader.token,
      mix,
      seed: passSeed(index, pass),
      seconds,
      maxRequests,
      mover,
      onAnswer: onAnswer && ((answer) => onAnswer(pass, answer)),
      serverPid,
    });
    await onPass(pass, run);
  }
}

/**
 * Mix number `index` cold then warm (runColdAndWarm) on a server of its own, so its first pass finds
 * nothing kept. Its sessions sign in before the profiled window: a sign-in's password hash is not
 * the lists' work. `onPass(pass, run, server)` also gets the server (its pid, for memory). Returns
 * where the server's CPU went over both passes with `profile`, else null.
 */
export async function runMixOnNewServer({
  db,
  employer,
  mix,
  index,
  seconds,
  maxRequests,
  profile,
  onPass,
  onAnswer,
}) {
  const server = await startProfiledServer(db, {}, profile);
  try {
    const sessions = await mixSessions(server.url, employer);
    await server.mark(() =>
      runColdAndWarm({
        baseUrl: server.url,
        sessions,
        mix,
        index,
        seconds,
        maxRequests,
        onPass: (pass, run) => onPass(pass, run, server),
        onAnswer,
        serverPid: server.pid,
      }),
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server.stop();
}

/**
 * Two data-set shapes: one employer holding every application (the worst case for one list), and
 * a platform's (thousands of companies, most small, a few large; the bench employer one of the
 * large ones: 1,000 of its jobs among 21,000, so ~5 % of the applications).
 */
export const peopleScenario = {
  name: 'people',
  issue: 20,
  title: 'Issue 20 — lists as people use them',
  employer: 'bench20@conexao.ao',
  shapes: {
    single: {
      postgres: { jobs: 1000, candidates: 100_000, applications: 1_000_000 },
      pglite: { jobs: 1000, candidates: 10_000, applications: 100_000 },
      quick: { jobs: 20, candidates: 2000, applications: 20_000 },
    },
    platform: {
      postgres: {
        jobs: 1000,
        employers: 5000,
        spreadJobs: 20_000,
        candidates: 100_000,
        applications: 1_000_000,
      },
      pglite: { jobs: 100, employers: 500, spreadJobs: 2000, candidates: 10_000, applications: 100_000 },
      quick: { jobs: 20, employers: 50, spreadJobs: 200, candidates: 2000, applications: 20_000 },
    },
  },
};

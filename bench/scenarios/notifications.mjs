import { login } from '../lib/http.mjs';
import { startChild } from '../lib/proc.mjs';
import { serverEnv } from '../lib/proc.mjs';
import { ascending, percentile } from '../lib/stats.mjs';

/**
 * Issue 15: the bell's feed, GET /notifications?limit=20 — the first page and older pages by
 * `before` (the id of the last item shown) — for many users while the table holds 100,000
 * notifications. Timed by this process around fetch (undici, keep-alive), so each figure includes
 * the client's own work on a loaded machine.
 *
 * - cold: a freshly started server, each sampled user's first feed call and first older page, one
 *   at a time (nothing of the server's is warm; the database's own cache is whatever the seed left);
 * - warm: after a warm-up, for `seconds`, one caller and then `connections` concurrent callers,
 *   each call a sampled user (in turn) and, half the time, an older page at one of that user's
 *   cursors; then GET /health at the same concurrency, the machine's own ceiling.
 */

export const notificationsScenario = {
  name: 'notifications',
  issue: 15,
  employer: 'bench15@conexao.ao',
  sizes: {
    postgres: { notifications: 100_000, users: 500 },
    pglite: { notifications: 100_000, users: 500 },
    // Still the full table (the target is stated at 100,000 rows); fewer users and seconds.
    quick: { notifications: 100_000, users: 100 },
  },
  target: { p99Ms: 20 },
};

/** Seeds the notifications (set-based SQL in a child with the server's environment). */
export async function seedNotifications(db, { tag, employer, count, sample = 20 }) {
  const child = startChild(
    [
      'bench/scenarios/notifications-seed.mjs',
      '--tag',
      tag,
      '--employer',
      employer,
      '--count',
      String(count),
      '--sample',
      String(sample),
    ],
    serverEnv(db),
    'notifications-seed',
  );
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
  if (code !== 0) throw new Error(`notifications seed failed (${code}):\n${child.output}`);
  const line = child.output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  return JSON.parse(line);
}

function stats(samples) {
  if (samples.length === 0) return { n: 0, p50: null, p99: null, max: null, mean: null };
  const sorted = ascending(samples);
  const round = (v) => Math.round(v * 100) / 100;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
  };
}

async function timedGet(url, token) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: token } });
  const body = await res.json().catch(() => null);
  return { ms: performance.now() - started, status: res.status, body };
}

const feedPath = (before) => `/notifications?limit=20${before ? `&before=${before}` : ''}`;

/** Older-page cursors of one user: the last id of each of its first `pages` pages (not timed). */
async function cursorsOf(baseUrl, token, pages) {
  const out = [];
  let before = null;
  for (let i = 0; i < pages; i++) {
    const { body } = await timedGet(`${baseUrl}${feedPath(before)}`, token);
    const list = body?.data?.notifications ?? [];
    if (list.length === 0 || !body.data.hasMore) break;
    before = list.at(-1).id;
    out.push(before);
  }
  return out;
}

export async function runNotificationsFeed({
  server,
  users,
  password,
  seconds,
  warmup,
  connections,
  log,
  markLoaded = (phase) => phase(),
}) {
  const sessions = [];
  for (const user of users) {
    const { token } = await login(server.url, user.email, password);
    sessions.push({ ...user, token, cursors: [] });
  }

  // Cold: the first calls this server answers for each user, one at a time.
  const coldFirst = [];
  const coldOlder = [];
  let errors = 0;
  for (const s of sessions) {
    const first = await timedGet(`${server.url}${feedPath(null)}`, s.token);
    if (first.status !== 200) errors++;
    coldFirst.push(first.ms);
    const last = first.body?.data?.notifications?.at(-1)?.id;
    if (last && first.body.data.hasMore) {
      const older = await timedGet(`${server.url}${feedPath(last)}`, s.token);
      if (older.status !== 200) errors++;
      coldOlder.push(older.ms);
    }
  }
  log(`  cold: first ${JSON.stringify(stats(coldFirst))}, older ${JSON.stringify(stats(coldOlder))}`);

  for (const s of sessions) s.cursors = await cursorsOf(server.url, s.token, 10);

  /** `callers` concurrent loops for `durationSeconds`, each call a sampled user, half of them an older page. */
  const load = async (callers, durationSeconds, record, pathOf = null) => {
    const until = performance.now() + durationSeconds * 1000;
    let next = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const s = sessions[next++ % sessions.length];
        const older = s.cursors.length > 0 && Math.random() < 0.5;
        const before = older ? s.cursors[Math.floor(Math.random() * s.cursors.length)] : null;
        const r = await timedGet(`${server.url}${pathOf ? pathOf() : feedPath(before)}`, s.token);
        if (record) record(older, r);
      }
    };
    await Promise.all(Array.from({ length: callers }, worker));
  };

  /** Warm figures at `callers`: first pages and older pages apart, calls per second. */
  const warmRun = async (callers, pathOf = null) => {
    if (warmup > 0) await load(callers, warmup, null, pathOf);
    const first = [];
    const older = [];
    const started = performance.now();
    await load(
      callers,
      seconds,
      (isOlder, r) => {
        if (r.status !== 200) errors++;
        (isOlder && !pathOf ? older : first).push(r.ms);
      },
      pathOf,
    );
    const elapsed = (performance.now() - started) / 1000;
    return {
      first: stats(first),
      older: stats(older),
      rps: Math.round((first.length + older.length) / elapsed),
    };
  };

  // One caller: what one person waits for. Twenty: the same with queueing on this machine's cores.
  const single = await warmRun(1);
  log(`  warm, 1 caller: first ${JSON.stringify(single.first)}, older ${JSON.stringify(single.older)}`);
  const loaded = await markLoaded(() => warmRun(connections));
  // The machine's own ceiling at the same concurrency: a request that does no work (no auth, no query).
  const baseline1 = await warmRun(1, () => '/health');
  const baseline = await warmRun(connections, () => '/health');
  const result = {
    users: sessions.map(({ email, notifications, unread, cursors }) => ({
      email,
      notifications,
      unread,
      cursors: cursors.length,
    })),
    connections,
    seconds,
    cold: { first: stats(coldFirst), older: stats(coldOlder) },
    warm1: single,
    warm: loaded,
    rps: loaded.rps,
    baseline1: { health: baseline1.first, rps: baseline1.rps },
    baseline: { health: baseline.first, rps: baseline.rps },
    errors,
  };
  log(
    `  warm, ${connections} callers: first ${JSON.stringify(loaded.first)}, older ${JSON.stringify(loaded.older)}, ${loaded.rps} req/s; /health ${JSON.stringify(baseline1.first)} alone, ${JSON.stringify(baseline.first)} with ${connections}; errors ${errors}`,
  );
  return result;
}

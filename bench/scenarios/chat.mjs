import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getJson, login } from '../lib/http.mjs';
import { connect } from '../lib/socket.mjs';
import { cpuMeter, rssMiB, runSeed, startServer } from '../lib/proc.mjs';
import { percentile, tenths as round } from '../lib/stats.mjs';

/**
 * Chat load (issues 6 and 20): `pairs` employer/candidate pairs, one socket each, each pair in its
 * room, sending at a total rate spread evenly over all clients. Delivery latency is measured at
 * the receiving socket (same process, same clock); afterwards every acknowledged message is looked
 * up in the history API of its pair: it must be there exactly once.
 */

const roomName = (a, b) => [a, b].sort().join('_');

async function pool(items, concurrency, task) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i], i);
      }
    }),
  );
  return out;
}

/** Seeds `pairs` employers and as many candidates; returns the seed's line and their e-mails. */
export async function seedPairs(db, pairs, employer) {
  const seed = await runSeed(db, [
    '--employer',
    employer,
    '--employers',
    String(pairs),
    '--candidates',
    String(pairs),
  ]);
  const accounts = {
    employers: Array.from({ length: pairs }, (_, i) => `empresa.${seed.tag}.${i + 1}@bulk.conexao.ao`),
    candidates: Array.from({ length: pairs }, (_, i) => `candidato.${seed.tag}.${i + 1}@bulk.conexao.ao`),
  };
  return { seed, accounts };
}

/** The two setups every chat run measures: one instance, and two sharing rooms through Redis. */
const CHAT_SETUPS = [
  { name: 'one instance', instances: 1, env: {} },
  {
    name: 'two instances + Redis adapter',
    instances: 2,
    env: { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
  },
];

/**
 * Runs `measure(servers)` on each setup's freshly started servers, stopping them afterwards; a
 * setup that fails is kept with its error, and the next one still runs.
 */
export async function acrossSetups(db, label, log, measure) {
  const runs = [];
  for (const setup of CHAT_SETUPS) {
    const servers = [];
    try {
      for (let i = 0; i < setup.instances; i++) servers.push(await startServer(db, setup.env));
      log(`${label}: ${setup.name}`);
      runs.push({ name: setup.name, ...(await measure(servers)) });
    } catch (error) {
      runs.push({ name: setup.name, error: String(error?.message ?? error).slice(0, 500) });
      log(`  failed: ${error?.message ?? error}`);
    } finally {
      for (const s of servers) await s.stop();
    }
  }
  return runs;
}

/**
 * Signs in both sides of every pair, connects one socket each (employers to the first server,
 * candidates to the last) and joins every pair's room.
 * @param servers  [{url, pid}]
 * @param accounts {employers: string[], candidates: string[]} e-mails, same length
 */
export async function openPairs({ servers, accounts, password, log }) {
  const pairs = accounts.employers.length;
  const first = servers[0].url;
  const last = servers[servers.length - 1].url;

  log(`signing in ${pairs * 2} users…`);
  const started = performance.now();
  const emails = [...accounts.employers, ...accounts.candidates];
  const sessions = await pool(emails, 8, (email, i) =>
    login(first, email, password, i < pairs ? 'EMPLOYER' : 'CANDIDATE'),
  );
  const loginSeconds = (performance.now() - started) / 1000;

  log(`connecting ${pairs * 2} sockets…`);
  const clients = await pool(sessions, 50, async (session, i) => {
    const isEmployer = i < pairs;
    const socket = await connect(isEmployer ? first : last, session.token);
    return { ...session, socket, peer: null, index: i };
  });
  for (let p = 0; p < pairs; p++) {
    clients[p].peer = clients[pairs + p];
    clients[pairs + p].peer = clients[p];
  }
  const joinErrors = [];
  await pool(
    clients,
    50,
    (c) =>
      new Promise((resolve) => {
        c.socket.emit('joinRoom', roomName(c.userId, c.peer.userId), (ack) => {
          if (!ack || ack.error) joinErrors.push(ack?.error ?? 'no ack');
          resolve();
        });
      }),
  );
  const close = () => {
    for (const c of clients) c.socket.close();
  };
  return { pairs, clients, loginSeconds, joinErrors: joinErrors.length, first, close };
}

/** Resident memory of each server, sampled every second while a phase runs. */
function rssSampler(servers) {
  const rss = servers.map(() => ({ peak: 0, samples: [] }));
  const sample = () =>
    servers.forEach((s, i) => {
      const v = rssMiB(s.pid);
      if (v !== null) {
        rss[i].peak = Math.max(rss[i].peak, v);
        rss[i].samples.push(v);
      }
    });
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return rss.map((r) => ({ peak: r.peak, start: r.samples[0] ?? null, end: r.samples.at(-1) ?? null }));
    },
  };
}

/**
 * One phase: `rate` messages/s in total, spread evenly over every client, for `seconds`; then the
 * last acks and deliveries are awaited (bounded). Returns the phase's numbers and the ids acked.
 */
export async function sendAtRate({ opened, servers, rate, seconds, log }) {
  const { clients, pairs } = opened;
  const sent = new Map(); // clientId → {t, pair}
  const acked = new Set();
  const ackLatency = [];
  const deliveryLatency = [];
  const delivered = new Map(); // clientId → times received by the peer
  let ackErrors = 0;
  const ackErrorSamples = new Set();
  const timeline = [];
  let begin = performance.now();
  const listeners = clients.map((c) => {
    const onMessage = (m) => {
      if (m.senderId === c.userId) return;
      const info = sent.get(m.clientId);
      if (!info) return;
      const n = (delivered.get(m.clientId) ?? 0) + 1;
      delivered.set(m.clientId, n);
      if (n === 1) {
        const ms = performance.now() - info.t;
        deliveryLatency.push(ms);
        // Per second of sending: whether slow deliveries come in bursts (a stall) or spread out.
        const second = Math.floor((info.t - begin) / 1000);
        if (!timeline[second]) timeline[second] = { second, delivered: 0, over50: 0, max: 0 };
        const bucket = timeline[second];
        bucket.delivered += 1;
        if (ms > 50) bucket.over50 += 1;
        bucket.max = Math.max(bucket.max, Math.round(ms));
      }
    };
    c.socket.on('receiveMessage', onMessage);
    return () => c.socket.off('receiveMessage', onMessage);
  });

  const rss = rssSampler(servers);
  const cpu = cpuMeter(servers);
  // The harness's own pauses (GC, a burst of callbacks): a late timer here delays every receipt
  // it would have timed, so a slow second is the harness's when its loop stalled then too.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let lastTick = performance.now();
  const stallTimer = setInterval(() => {
    const now = performance.now();
    const late = Math.round(now - lastTick - 20);
    lastTick = now;
    if (late < 50) return;
    const second = Math.floor((now - begin) / 1000);
    if (!timeline[second]) timeline[second] = { second, delivered: 0, over50: 0, max: 0 };
    timeline[second].harnessStallMs = Math.max(timeline[second].harnessStallMs ?? 0, late);
  }, 20);

  log(`sending ${rate} msg/s for ${seconds} s across ${pairs} pairs…`);
  let seq = 0;
  // Unique per phase: the server treats a known (sender, clientId) as a retry of the stored message.
  const runTag = Math.random().toString(36).slice(2, 8);
  let cursor = 0;
  begin = performance.now();
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = (performance.now() - begin) / 1000;
      if (elapsed >= seconds) {
        clearInterval(tick);
        resolve();
        return;
      }
      const due = Math.floor(elapsed * rate);
      while (seq < due) {
        const c = clients[cursor];
        cursor = (cursor + 1) % clients.length;
        const clientId = `b${runTag}-${c.index}-${seq++}`;
        const t = performance.now();
        sent.set(clientId, { t, pair: c.index % pairs });
        c.socket.emit(
          'sendMessage',
          {
            senderId: c.userId,
            receiverId: c.peer.userId,
            message: `bench ${clientId}`,
            timestamp: new Date().toISOString(),
            clientId,
          },
          (ack) => {
            if (ack?.message) {
              acked.add(clientId);
              ackLatency.push(performance.now() - t);
            } else {
              ackErrors += 1;
              if (ackErrorSamples.size < 5) ackErrorSamples.add(String(ack?.error));
            }
          },
        );
      }
    }, 5);
  });
  const sendSeconds = (performance.now() - begin) / 1000;
  const cpuShares = cpu.stop();
  clearInterval(stallTimer);
  loopDelay.disable();

  // Let the last acks and deliveries arrive (bounded).
  const drainUntil = Date.now() + 15_000;
  while (Date.now() < drainUntil && acked.size + ackErrors < seq)
    await new Promise((r) => setTimeout(r, 100));
  // …and the deliveries of what was acknowledged (through Redis they can trail the ack).
  const undeliveredCount = () => [...acked].filter((id) => !delivered.has(id)).length;
  const deliverUntil = Date.now() + 10_000;
  while (Date.now() < deliverUntil && undeliveredCount() > 0) await new Promise((r) => setTimeout(r, 200));
  const serverRssMiB = rss.stop();
  const drainSeconds = (performance.now() - begin) / 1000 - sendSeconds;
  for (const off of listeners) off();

  deliveryLatency.sort((a, b) => a - b);
  ackLatency.sort((a, b) => a - b);
  return {
    acked,
    sent,
    delivered,
    numbers: {
      targetRate: rate,
      seconds: round(sendSeconds),
      drainSeconds: round(drainSeconds),
      sent: seq,
      acked: acked.size,
      ackErrors,
      ackErrorSamples: [...ackErrorSamples],
      storedPerSecond: Math.round(acked.size / sendSeconds),
      deliveredPerSecond: Math.round(deliveryLatency.length / sendSeconds),
      delivery: {
        count: deliveryLatency.length,
        p50: round(percentile(deliveryLatency, 50)),
        p99: round(percentile(deliveryLatency, 99)),
        max: round(deliveryLatency.at(-1) ?? null),
      },
      ack: { p50: round(percentile(ackLatency, 50)), p99: round(percentile(ackLatency, 99)) },
      cpu: cpuShares,
      serverRssMiB,
      // The seconds in which some delivery took over 50 ms or the harness stalled.
      slowSeconds: timeline.filter((b) => b && (b.over50 > 0 || b.harnessStallMs)),
      harnessLoopDelayMs: {
        p99: Math.round(loopDelay.percentile(99) / 1e6),
        max: Math.round(loopDelay.max / 1e6),
      },
    },
  };
}

/**
 * Reads every pair's history through the API and checks each acknowledged message is there
 * exactly once and reached the peer once.
 */
export async function checkHistory({ opened, phases }) {
  const { clients, pairs, first } = opened;
  // What was acknowledged before the history is read: a server far behind still stores and
  // acknowledges its backlog while the pages are read, and a message acknowledged after its pair's
  // pages were read is not missing from them (two 4,000 msg/s steps counted 51 and 97 "lost" so).
  const ackedBefore = phases.map(({ acked }) => new Set(acked));
  const history = new Map(); // clientId → count in history
  let historyErrors = 0;
  const ours = (clientId) => phases.some((phase) => phase.sent.has(clientId));
  await pool(
    Array.from({ length: pairs }, (_, p) => clients[p]),
    8,
    async (c) => {
      let before = '';
      for (let page = 0; page < 10_000; page++) {
        const res = await getJson(
          first,
          `/messages/${c.userId}/${c.peer.userId}?limit=200${before}`,
          c.token,
        );
        if (res.status !== 200) {
          historyErrors += 1;
          return;
        }
        const list = res.body?.data?.data ?? [];
        for (const m of list) history.set(m.clientId, (history.get(m.clientId) ?? 0) + 1);
        if (!res.body?.data?.hasMore || list.length === 0) return;
        // Pages go back in time: a page of only earlier runs' or steps' messages means the rest is
        // older still, so a climb of several steps reads each step's messages once, not again at
        // every step. Not at the first such message: when the server falls behind, the previous
        // step's last messages may be stored among this step's first ones.
        if (list.every((m) => !ours(m.clientId))) return;
        before = `&before=${encodeURIComponent(list[0].id)}`;
      }
    },
  );
  return phases.map(({ sent, delivered }, index) => {
    const acked = ackedBefore[index];
    let lost = 0;
    let duplicated = 0;
    let undelivered = 0;
    let deliveredTwice = 0;
    for (const id of acked) {
      const n = history.get(id) ?? 0;
      if (n === 0) lost += 1;
      if (n > 1) duplicated += 1;
      const d = delivered.get(id) ?? 0;
      if (d === 0) undelivered += 1;
      if (d > 1) deliveredTwice += 1;
    }
    const benchInHistory = [...history.keys()].filter((k) => sent.has(k)).length;
    return { lost, duplicated, undelivered, deliveredTwice, historyErrors, benchInHistory };
  });
}

/** Issue 6 load: one phase at `rate` for `seconds`, then the history check. */
export async function runChatLoad({ servers, accounts, password, rate, seconds, log }) {
  const opened = await openPairs({ servers, accounts, password, log });
  try {
    const phase = await sendAtRate({ opened, servers, rate, seconds, log });
    log('checking history of every pair…');
    const [check] = await checkHistory({ opened, phases: [phase] });
    return {
      pairs: opened.pairs,
      clients: opened.clients.length,
      loginSeconds: round(opened.loginSeconds),
      joinErrors: opened.joinErrors,
      ...phase.numbers,
      check,
    };
  } finally {
    opened.close();
  }
}

import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { productionCommand } from '../../server/scripts/production-command.mjs';
import { runQueueWaitSeconds, waitShare } from './run-queue-wait.mjs';

/** Child processes of the harness: the real server and the seed CLI, each killed with its group. */

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const children = new Set();

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Environment of every server/seed child: only 127.0.0.1, no rate limit, quiet logs. */
export function serverEnv(db, extra = {}) {
  return {
    TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json'),
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url ?? '',
    REDIS_URL: '',
    JWT_SECRET: BENCH_JWT_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ...extra,
  };
}

function spawnChild(args, env, name, tsx = true) {
  const child = spawn(process.execPath, tsx ? ['--import', 'tsx', ...args] : args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk).slice(-20_000);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

export function stop(child) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

/** Any other child (vite preview): killed with the others at exit. */
export function startChild(args, env, name, tsx = true) {
  return spawnChild(args, env, name, tsx);
}

/** Kills whatever is still running (Ctrl-C, a crash): nothing outlives the harness. */
export function killAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
}

/** `npm run seed` in-process equivalent: the server's own seed CLI; returns its --json line. */
export async function runSeed(db, args, timeoutMs = 20 * 60_000) {
  const child = spawnChild(['server/src/seed/cli.ts', ...args, '--json'], serverEnv(db), 'seed');
  const timer = setTimeout(() => stop(child), timeoutMs);
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`seed ${args.join(' ')} failed (${code}):\n${child.output}`);
  const line = child.output
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  return JSON.parse(line);
}

export async function waitForUrl(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${child.output}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Which server the benches start: by default the one production runs (`npm run server:prod`,
 * esbuild's bundle in server/dist, built once per harness), with the node flags it runs with (the
 * heap's ceiling). Through tsx (`BENCH_SERVER=source`, what `npm start` runs in development) the
 * same code also carries tsx's loader thread and its transpiled sources: ~60–100 MiB more
 * resident memory at start on PGlite (docs/benchmarks.md).
 */
const fromSource = process.env.BENCH_SERVER === 'source';
let built = false;

export function serverEntry() {
  if (fromSource) return { args: ['server/src/server.ts'], tsx: true };
  if (!built) {
    execFileSync(process.execPath, ['server/scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
    built = true;
  }
  const { nodeFlags, entry } = productionCommand();
  return { args: [...nodeFlags, `server/${entry}`], tsx: false };
}

/**
 * The real server (serverEntry) on a random 127.0.0.1 port.
 * @param nodeArgs flags for node itself (`--cpu-prof`, which NODE_OPTIONS refuses)
 */
export async function startServer(db, extraEnv = {}, nodeArgs = []) {
  const port = await freePort();
  const entry = serverEntry();
  const child = spawnChild(
    [...nodeArgs, ...entry.args],
    serverEnv(db, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...extraEnv }),
    `server:${port}`,
    entry.tsx,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/health`, 120_000, child);
  return { url, child, pid: child.pid, stop: () => stop(child) };
}

/** Resident memory of a process in MiB (Linux /proc), null elsewhere. */
export function rssMiB(pid) {
  return statusMiB(pid, 'VmRSS');
}

/**
 * The most resident memory the process has held since it started (the kernel's high-water mark):
 * a reading after a pass misses what the collector gave back during it.
 */
export function peakRssMiB(pid) {
  return statusMiB(pid, 'VmHWM');
}

function statusMiB(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far (Linux /proc), null elsewhere. */
function cpuSecondsOf(pid) {
  try {
    // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU seconds of each PostgreSQL process on this machine (the backends serving the bench), by pid:
 * a phase counts only processes alive at both ends, as a backend that exits takes its seconds away.
 */
function postgresCpuByPid() {
  const byPid = new Map();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
      } catch {
        continue;
      }
      const seconds = cpuSecondsOf(name);
      if (seconds !== null) byPid.set(name, seconds);
    }
  } catch {
    return null;
  }
  return byPid;
}

function postgresCpuSince(start) {
  const end = postgresCpuByPid();
  if (!start || !end) return null;
  let total = 0;
  for (const [pid, seconds] of end) if (start.has(pid)) total += seconds - start.get(pid);
  return total;
}

/** Busy and total CPU seconds of the whole machine (first line of /proc/stat). */
function machineCpuSeconds() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = values.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/**
 * Where the CPU went during a phase, in cores (CPU seconds / wall seconds): the harness (this
 * process, which runs every client socket), each server, PostgreSQL, and the machine as a whole.
 * A harness near 1 core means the clients, not the server, set the ceiling. `serverWaits`: how much
 * of the phase each server's event loop waited for a core (run-queue-wait.mjs).
 */
export function cpuMeter(servers) {
  const wall = performance.now();
  const harness = process.cpuUsage();
  const serverStart = servers.map((s) => cpuSecondsOf(s.pid));
  const serverWaitStart = servers.map((s) => runQueueWaitSeconds(s.pid));
  const postgresStart = postgresCpuByPid();
  const machineStart = machineCpuSeconds();
  return {
    stop() {
      const seconds = (performance.now() - wall) / 1000;
      const cores = (v) => (v === null || Number.isNaN(v) ? null : Math.round((v / seconds) * 100) / 100);
      const used = process.cpuUsage(harness);
      const machineEnd = machineCpuSeconds();
      const postgres = postgresCpuSince(postgresStart);
      return {
        harness: cores((used.user + used.system) / 1e6),
        servers: servers.map((s, i) => {
          const end = cpuSecondsOf(s.pid);
          return end === null || serverStart[i] === null ? null : cores(end - serverStart[i]);
        }),
        postgres: postgres === null ? null : cores(postgres),
        /** Each server's event loop: the share of the phase it was ready to run but had no CPU. */
        serverWaits: servers.map((s, i) =>
          waitShare(serverWaitStart[i], runQueueWaitSeconds(s.pid), seconds),
        ),
        machineBusyShare:
          machineStart && machineEnd
            ? Math.round(
                ((machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total)) * 100,
              ) / 100
            : null,
      };
    },
  };
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Summary of a V8 CPU profile (`node --cpu-prof`): self time by function and by area (a package,
 * Node's own code, our server's module, the garbage collector), as shares of the busy samples.
 */

const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** Which part of the stack a frame belongs to: a package, node internals, or our own folder. */
export function areaOf({ functionName, url }) {
  if (SPECIAL.has(functionName) && !url) return functionName;
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const inModules = url.split('/node_modules/').at(-1);
  if (inModules !== url) {
    const parts = inModules.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = /\/(server\/src|src\/shared)\/(.*)$/.exec(url);
  if (ours) {
    const [folder, sub] = ours[2].split('/');
    return `${ours[1]}/${sub && folder === 'modules' ? `${folder}/${sub}` : folder}`;
  }
  return url.split('/').slice(-2).join('/');
}

const label = ({ functionName, url, lineNumber }) => {
  const file = url
    ? url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(server\/src|src\/shared)\//, '$1/')
    : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
};

/** Now on the clock V8 stamps profiles with (CLOCK_MONOTONIC, µs), as process.hrtime reads it. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Source maps of the bundles a profile ran (`server/dist/server.js.map`), read once each: the
 * benches run the built server, and a frame there is named by the TypeScript file it came from.
 */
const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (file.startsWith('/') && existsSync(`${file}.map`)) {
        map = { dir: dirname(file), map: new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) };
      }
    } catch {}
    maps.set(url, map);
  }
  return maps.get(url);
}

/** The frame as its source names it: a bundled frame becomes its original file and line. */
export function originalFrame(frame) {
  const found = frame.url ? sourceMapOf(frame.url) : null;
  const entry = found?.map.findEntry(frame.lineNumber, frame.columnNumber ?? 0);
  if (!entry?.originalSource) return frame;
  return {
    ...frame,
    url: resolve(found.dir, entry.originalSource),
    lineNumber: entry.originalLine,
    columnNumber: entry.originalColumn,
  };
}

/**
 * @param window {from, to} in monotonicMicros(): only the samples taken then count (the phase under
 *   load, not the sign-ins before it). Ignored, with `windowed: false`, when it misses the profile.
 */
export function summariseProfile(profile, { top = 15, window } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, { ...n, callFrame: originalFrame(n.callFrame) }]));
  const windowed = Boolean(window && window.from >= profile.startTime && window.to <= profile.endTime + 1e6);
  // Self time per node from the samples and their time deltas (µs), which stay right when the
  // sampling interval drifts under load; hitCount would only count.
  const selfMicros = new Map();
  const kindOf = (id) => byId.get(id)?.callFrame?.functionName;
  // The longest runs of back-to-back busy samples (the event loop could not turn) and of
  // collector samples (a GC pause): stalls that a share of time hides.
  const streak = { busy: 0, gc: 0, longestBusy: 0, longestGc: 0 };
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (windowed && (at < window.from || at > window.to)) return;
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
    const kind = kindOf(id);
    streak.busy = kind === '(idle)' ? 0 : streak.busy + delta;
    streak.gc = kind === '(garbage collector)' ? streak.gc + delta : 0;
    streak.longestBusy = Math.max(streak.longestBusy, streak.busy);
    streak.longestGc = Math.max(streak.longestGc, streak.gc);
  });
  let idle = 0;
  let busy = 0;
  const functions = new Map();
  const areas = new Map();
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame ?? { functionName: '(unknown)', url: '' };
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const fn = label(frame);
    functions.set(fn, (functions.get(fn) ?? 0) + micros);
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const share = (micros) => Math.round((micros / Math.max(busy, 1)) * 1000) / 10;
  const ranked = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, busyPercent: share(micros) }));
  return {
    windowed,
    seconds:
      Math.round(((windowed ? window.to - window.from : profile.endTime - profile.startTime) / 1e6) * 10) /
      10,
    busySeconds: Math.round((busy / 1e6) * 10) / 10,
    idleSeconds: Math.round((idle / 1e6) * 10) / 10,
    longestBusyMs: Math.round(streak.longestBusy / 1000),
    longestGcMs: Math.round(streak.longestGc / 1000),
    areas: ranked(areas),
    functions: ranked(functions),
  };
}

/**
 * The busiest profile a process wrote into `dir`: a server run through tsx writes one per thread
 * (the module loader's thread too, nearly idle), and the main thread is the one that works.
 */
export function readProfile(dir) {
  const profiles = readdirSync(dir)
    .filter((n) => n.endsWith('.cpuprofile'))
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')));
  const idleId = (profile) => profile.nodes.find((n) => n.callFrame.functionName === '(idle)')?.id;
  const busySamples = (profile) => {
    const idle = idleId(profile);
    return profile.samples.filter((id) => id !== idle).length;
  };
  return profiles.sort((a, b) => busySamples(b) - busySamples(a))[0] ?? null;
}

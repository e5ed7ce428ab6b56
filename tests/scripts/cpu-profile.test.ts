import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { areaOf, readProfile, summariseProfile } from '../../bench/lib/cpu-profile.mjs';

/**
 * The chat ceiling's "where the time goes" (issue 20) comes from bench/lib/cpu-profile.mjs: a real
 * `node --cpu-prof` profile of a child that burns CPU in one named function between two clock
 * readings taken the way the bench takes them; only that window may count.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'conexao-cpu-profile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const child = `
const now = () => Number(process.hrtime.bigint() / 1000n);
function warmUpElsewhere(ms) { const end = Date.now() + ms; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1); return x; }
function burnInsideWindow(ms) { const end = Date.now() + ms; let x = 0; while (Date.now() < end) x += Math.cbrt(x + 2); return x; }
warmUpElsewhere(400);
const from = now();
burnInsideWindow(400);
const to = now();
warmUpElsewhere(300);
console.log(JSON.stringify({ from, to }));
`;

describe('CPU profile summary', () => {
  it('attributes the phase window to the function that ran in it, on the profile’s own clock', () => {
    const run = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '-e', child], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const window = JSON.parse(run.stdout.trim());
    const profile = readProfile(dir);
    if (!profile) throw new Error('node --cpu-prof wrote no profile');

    const whole = summariseProfile(profile);
    const names = whole.functions.map((f) => f.name.split(' ')[0]);
    expect(names).toContain('warmUpElsewhere');
    expect(names).toContain('burnInsideWindow');

    const phase = summariseProfile(profile, { window });
    expect(phase.windowed).toBe(true);
    const [heaviest] = phase.functions;
    expect(heaviest?.name.split(' ')[0]).toBe('burnInsideWindow');
    expect(heaviest?.busyPercent).toBeGreaterThan(60);
    const elsewhere = phase.functions.find((f) => f.name.startsWith('warmUpElsewhere'));
    expect(elsewhere?.busyPercent ?? 0).toBeLessThan(10);
    // One synchronous 400 ms loop: the event loop could not turn for about that long.
    expect(phase.longestBusyMs).toBeGreaterThan(300);
    expect(phase.seconds).toBeGreaterThan(0.3);
    expect(phase.seconds).toBeLessThan(0.6);
  });

  it('names a bundled frame by the source its map points to, as the benches run the built server', () => {
    // A miniature of server/dist/server.js: one of our modules bundled by esbuild with its map.
    const root = path.join(dir, 'bundle');
    const source = path.join(root, 'server/src/modules/busy/work.ts');
    mkdirSync(path.dirname(source), { recursive: true });
    writeFileSync(
      source,
      [
        '// The bundle puts the function on another line than its source (line 5 here).',
        'export const label: string = "busy";',
        'export const unit: string = "ms";',
        '',
        'export function spinInModule(ms: number): number {',
        '  const end = Date.now() + ms;',
        '  let x = 0;',
        '  while (Date.now() < end) x += Math.sqrt(x + 1);',
        '  return x;',
        '}',
        'console.log(spinInModule(300));',
        '',
      ].join('\n'),
    );
    const bundle = path.join(root, 'server/dist/server.js');
    buildSync({ entryPoints: [source], outfile: bundle, bundle: true, platform: 'node', sourcemap: true });
    const profiles = path.join(dir, 'bundle-profile');
    const run = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, bundle], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const profile = readProfile(profiles);
    if (!profile) throw new Error('node --cpu-prof wrote no profile');

    const summary = summariseProfile(profile);
    expect(summary.areas[0]?.name).toBe('server/src/modules/busy');
    expect(summary.functions[0]?.name).toBe('spinInModule server/src/modules/busy/work.ts:5');
  });

  it('falls back to the whole profile, saying so, when the window misses it', () => {
    const profile = {
      startTime: 1_000,
      endTime: 3_000,
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 } },
        {
          id: 2,
          callFrame: {
            functionName: 'emit',
            url: 'file:///app/node_modules/socket.io/dist/socket.js',
            lineNumber: 9,
          },
        },
        { id: 3, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
      ],
      samples: [2, 3, 2],
      timeDeltas: [500, 500, 500],
    };
    const summary = summariseProfile(profile, { window: { from: 10, to: 20 } });
    expect(summary.windowed).toBe(false);
    expect(summary.busySeconds).toBe(0);
    expect(summary.idleSeconds).toBe(0);
    expect(summary.areas).toEqual([{ name: 'socket.io', busyPercent: 100 }]);
    expect(summary.functions[0]).toEqual({ name: 'emit socket.io/dist/socket.js:10', busyPercent: 100 });
  });

  it('names the area of a frame: a package, Node, our module, the collector', () => {
    expect(
      areaOf({ functionName: 'x', url: 'file:///r/node_modules/@socket.io/redis-adapter/dist/index.js' }),
    ).toBe('@socket.io/redis-adapter');
    expect(areaOf({ functionName: 'x', url: 'node:internal/streams/writable' })).toBe('node:internal');
    expect(areaOf({ functionName: 'x', url: 'file:///r/server/src/modules/messages/service.ts' })).toBe(
      'server/src/modules/messages',
    );
    expect(areaOf({ functionName: 'x', url: 'file:///r/server/src/db/client.ts' })).toBe('server/src/db');
    expect(areaOf({ functionName: '(garbage collector)', url: '' })).toBe('(garbage collector)');
  });
});

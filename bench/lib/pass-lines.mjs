/**
 * people-same-db.mjs's pass lines, read back: bench/ab.mjs runs two revisions' copies of it in
 * turn and compares what they printed. The line has kept this shape since 2026-11-28, so a base
 * revision from before this file still reads:
 *
 *   candidates, people-like (warm): p50 14.1 p90 27.3 p99 52.3 max 116 ms, 1223 req/s, >300 ms 0, …
 *   applications, people-like (cold): p50 …, moves 10, rss 173 MiB (peak 178)
 *       cpu ms per request: clients / server / postgres 0.16 / 0.56 / 0.68, machine busy 87 %, …
 */

import { median, tenths } from './stats.mjs';

const PASS =
  /^(?<mix>.+) \((?<pass>cold|warm)\): p50 (?<p50>[\d.]+) p90 (?<p90>[\d.]+) p99 (?<p99>[\d.]+) max (?<max>[\d.]+) ms, (?<rps>\d+) req\/s, >300 ms (?<over300>\d+)/;
const CPU =
  /cpu ms per request: clients \/ server \/ postgres (?<clients>[\d.]+|—) \/ (?<server>[\d.]+|—) \/ (?<database>[\d.]+|—)/;

const number = (text) => (text === undefined || text === '—' ? null : Number(text));

/** The passes in one run's output, each with its CPU line's figures when one follows it. */
export function parsePasses(output) {
  const passes = [];
  for (const line of String(output).split('\n')) {
    const pass = PASS.exec(line);
    if (pass) {
      const g = pass.groups;
      passes.push({
        mix: g.mix,
        pass: g.pass,
        p50: number(g.p50),
        p90: number(g.p90),
        p99: number(g.p99),
        max: number(g.max),
        rps: number(g.rps),
        over300: number(g.over300),
        serverMs: null,
        databaseMs: null,
      });
      continue;
    }
    const cpu = CPU.exec(line);
    const last = passes.at(-1);
    if (cpu && last && last.serverMs === null) {
      last.serverMs = number(cpu.groups.server);
      last.databaseMs = number(cpu.groups.database);
    }
  }
  return passes;
}

/**
 * One row per mix and pass, in the order first seen: each side's values round by round, and
 * their medians. `runs`: `{ side, passes }`, in the order they ran.
 */
export function compareSides(runs, sides = ['base', 'head']) {
  const rows = new Map();
  for (const { side, passes } of runs) {
    for (const p of passes) {
      const key = `${p.mix} (${p.pass})`;
      if (!rows.has(key)) rows.set(key, { name: key, ...Object.fromEntries(sides.map((s) => [s, []])) });
      rows.get(key)[side]?.push(p);
    }
  }
  return [...rows.values()].map((row) => ({
    ...row,
    medians: Object.fromEntries(
      sides.map((side) => [
        side,
        {
          p99: median(row[side].map((p) => p.p99)),
          max: median(row[side].map((p) => p.max)),
          rps: median(row[side].map((p) => p.rps)),
          over300: median(row[side].map((p) => p.over300)),
          serverMs: median(row[side].map((p) => p.serverMs)),
        },
      ]),
    ),
  }));
}

/** The comparison as a Markdown table (docs/benchmarks.md's side-by-side tables). */
export function comparisonTable(rows, sides = ['base', 'head'], labels = sides) {
  const cell = (passes) =>
    passes.length ? passes.map((p) => `${p.rps} (${p.p99}; ${p.over300})`).join(', ') : '—';
  // An even number of rounds gives means of two: shown as the rounds are, to a tenth at most.
  const shown = (v) => String(tenths(v) ?? '—');
  const med = (m) => `${shown(m.rps)} (${shown(m.p99)}; ${shown(m.over300)})`;
  const lines = [
    `| pass | ${labels.map((l) => `${l}: req/s (p99 ms; over 300 ms) each round`).join(' | ')} | ${labels.map((l) => `${l}: median`).join(' | ')} |`,
    `| --- | ${sides.map(() => '---').join(' | ')} | ${sides.map(() => '---').join(' | ')} |`,
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${sides.map((s) => cell(row[s])).join(' | ')} | ${sides.map((s) => med(row.medians[s])).join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

import { describe, expect, it } from 'vitest';
import { compareSides, comparisonTable, parsePasses } from '../../bench/lib/pass-lines.mjs';

/**
 * bench/ab.mjs compares two revisions from what their people-same-db.mjs printed. These are real
 * lines of that script: today's (with the event loop's wait) and 2026-11-28's (without), and the
 * lines it prints around them, which must not be read as passes.
 */

const run = (warmRps: number, warmP99: number) => `PostgreSQL huge pages: off
candidates, people-like (cold): p50 21.7 p90 58.2 p99 199.1 max 720 ms, 626 req/s, >300 ms 26, failed 0, kept pages 0.681 / page ids 0 / totals 0.886, moves 10, rss 170 MiB (peak 170)
    cpu ms per request: clients / server / postgres 0.34 / 1.02 / 1.45, machine busy 91 %, server's event loop waiting for a core 49 % of the pass
    720 ms, sent at 5 ms: /candidates?page=1&perPage=10&q=domingos — list-total;desc="counted", list-page;desc="read"
candidates, people-like (warm): p50 14.1 p90 27.3 p99 ${warmP99} max 116 ms, ${warmRps} req/s, >300 ms 0, failed 0, kept pages 0.708 / page ids 0 / totals 0.981, moves 10, rss 181 MiB (peak 181)
    cpu ms per request: clients / server / postgres 0.16 / 0.56 / —, machine busy 87 %
`;

/** compareSides over rounds given as [side, warm req/s, warm p99], in the order they ran. */
const roundsOf = (...rounds: Array<[string, number, number]>) =>
  compareSides(rounds.map(([side, rps, p99]) => ({ side, passes: parsePasses(run(rps, p99)) })));

describe('people-same-db pass lines', () => {
  it('reads each pass and the CPU line under it, and nothing else', () => {
    const passes = parsePasses(run(1223, 52.3));
    expect(passes).toEqual([
      {
        mix: 'candidates, people-like',
        pass: 'cold',
        p50: 21.7,
        p90: 58.2,
        p99: 199.1,
        max: 720,
        rps: 626,
        over300: 26,
        serverMs: 1.02,
        databaseMs: 1.45,
      },
      expect.objectContaining({
        pass: 'warm',
        p99: 52.3,
        rps: 1223,
        over300: 0,
        serverMs: 0.56,
        databaseMs: null,
      }),
    ]);
  });

  it('puts both sides’ rounds side by side with their medians', () => {
    const rows = roundsOf(
      ['base', 1223, 52.3],
      ['head', 1175, 58.8],
      ['head', 1239, 60.3],
      ['base', 892, 80.3],
      ['base', 848, 94],
      ['head', 859, 92.6],
    );
    const warm = rows.find((r) => r.name === 'candidates, people-like (warm)');
    expect(warm?.medians.base).toMatchObject({ rps: 892, p99: 80.3 });
    expect(warm?.medians.head).toMatchObject({ rps: 1175, p99: 60.3 });
    const table = comparisonTable(rows, ['base', 'head'], ['c0f0daf', 'this tree']);
    expect(table).toContain(
      '| candidates, people-like (warm) | 1223 (52.3; 0), 892 (80.3; 0), 848 (94; 0) | 1175 (58.8; 0), 1239 (60.3; 0), 859 (92.6; 0) | 892 (80.3; 0) | 1175 (60.3; 0) |',
    );
    expect(table.split('\n')[0]).toContain('c0f0daf: median');
  });

  it('shows the median of two rounds to a tenth, as the rounds are shown', () => {
    const rows = roundsOf(
      ['base', 1138, 120.4],
      ['head', 1100, 124.2],
      ['head', 1101, 124.3],
      ['base', 1100, 124.2],
    );
    const table = comparisonTable(rows);
    // (120.4 + 124.2) / 2 is 122.30000000000001 in floating point.
    expect(table).toContain('| 1119 (122.3; 0) | 1100.5 (124.3; 0) |');
  });
});

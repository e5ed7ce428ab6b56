import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_NUMBER } from '../../src/shared/constants';
import {
  candidatesPath,
  deepestPageOf,
  passSeed,
  peoplePage,
  runMix,
  seededRandom,
} from '../../bench/scenarios/people-mix.mjs';

/** bench/scenarios/people-mix.mjs (issue 20): what the people-like mixes ask for. */
describe('the people-like mixes', () => {
  it('reach the last page of the longer list, never past the highest page the API takes', () => {
    expect(deepestPageOf({ jobs: 20, candidates: 2_000, applications: 20_000 })).toBe(
      Math.min(MAX_PAGE_NUMBER, 2_000),
    );
    // The platform shape: the bench employer holds 1,000 of 21,000 jobs' applications.
    expect(deepestPageOf({ jobs: 1_000, spreadJobs: 20_000, candidates: 300, applications: 21_000 })).toBe(
      100,
    );
    expect(deepestPageOf({ jobs: 1_000, candidates: 100_000, applications: 1_000_000 })).toBe(
      Math.min(MAX_PAGE_NUMBER, 100_000),
    );
    expect(deepestPageOf({ jobs: 1, candidates: 0, applications: 0 })).toBe(1);
  });

  it('draw the same requests from the same seed, mostly first pages', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => candidatesPath(random, peoplePage(random)));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    const firstPages = draw(7).filter((path) => path.includes('page=1&')).length;
    expect(firstPages).toBeGreaterThan(140);
  });

  it("ask the warm pass for the mix's next people, not the cold pass again", () => {
    for (const index of [0, 1, 2, 3]) {
      const [cold, warm] = [passSeed(index, 'cold'), passSeed(index, 'warm')];
      expect(cold).toBe(passSeed(index, 'cold'));
      expect(warm).not.toBe(cold);
      // No pass of one mix shares a sequence with a pass of another.
      for (const other of [0, 1, 2, 3].filter((o) => o !== index)) {
        expect([passSeed(other, 'cold'), passSeed(other, 'warm')]).not.toContain(warm);
      }
    }
  });
});

describe('a pass of a mix (runMix)', () => {
  it('counts every answer, what the server kept, what failed, and where the CPU went', async () => {
    const seen: string[] = [];
    // A stand-in for the API: page 1 is "kept", page 2 read now, page 3 refused.
    const server = createServer((req, res) => {
      seen.push(`${req.url} ${req.headers.authorization}`);
      const page = new URL(req.url ?? '/', 'http://x').searchParams.get('page');
      if (page === '3') res.statusCode = 500;
      res.setHeader(
        'server-timing',
        page === '1' ? 'list-total;desc="kept", list-page;desc="kept"' : 'list-total;desc="counted"',
      );
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    let n = 0;
    try {
      const run = await runMix({
        baseUrl: `http://127.0.0.1:${port}`,
        token: 'Bearer t',
        mix: { name: 'test', next: () => `/list?page=${(n++ % 3) + 1}` },
        seed: 1,
        seconds: 30,
        maxRequests: 30,
        connections: 3,
        serverPid: process.pid,
      });
      expect(run.requests).toBe(30);
      expect(seen).toHaveLength(30);
      expect(seen.every((line) => line.endsWith(' Bearer t'))).toBe(true);
      expect(run.keptPages).toBeCloseTo(1 / 3, 2);
      expect(run.keptTotals).toBeCloseTo(1 / 3, 2);
      expect(run.failures.length).toBe(10);
      expect(run.failures[0]).toEqual({ path: '/list?page=3', status: 500 });
      if (process.platform === 'linux') {
        expect(run.cpu.clientsMs).toBeGreaterThan(0);
        expect(run.cpu.serverMs).toBeGreaterThanOrEqual(0);
      }
    } finally {
      server.close();
    }
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse';
import { describe, expect, inject, it } from 'vitest';
import { seedBulk } from '../../src/seed/bulk';
import { ownDatabase, testApp } from '../helper';
import { employer } from './fixtures';

/**
 * 100,000 applications export without being held in memory (docs/product.md §10, "Exporting
 * applications"). The server runs in this process, listening on loopback; the download is parsed
 * as it arrives with csv-parse's stream. While it runs, the heap's live size (after a forced
 * collection, so garbage not yet collected does not count) is sampled: streaming keeps about one
 * batch alive, buffering would keep every row — more than the file itself. Checked by making the
 * export buffer its rows: this test then fails.
 *
 * PostgreSQL only: on PGlite (one WASM process) seeding and exporting 100,000 rows take about five
 * minutes on the 2-core machine, too long for the regular suite; the correctness tests
 * (export.test.ts) run on both. It loads its rows into a database of its own: the bulk load is one
 * transaction, and the candidates it adds would hold the candidates' list version row locked for
 * its whole length, stalling every other test file that adds a candidate meanwhile.
 */

const suiteDatabase = inject('testDatabaseUrl');
const onPostgres = Boolean(suiteDatabase);

const ROWS = 100_000;

// A full collection on demand (node's --expose-gc, turned on from inside the test).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

describe('GET /applications/export.csv with 100,000 rows', () => {
  it.runIf(onPostgres)('streams them all, in bounded memory', { timeout: 600_000 }, async () => {
    const t = await testApp({ database: await ownDatabase() });
    const boss = await employer(t);
    // Set-based, like the benchmarks' data: the employer's company gets 20 jobs and 100,000 applications.
    const seeded = performance.now();
    await seedBulk(t.database.db, {
      employerEmail: boss.email,
      passwordHash: 'not-a-real-hash',
      jobs: 20,
      applications: ROWS,
      candidates: 0,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;

    const started = performance.now();
    const seedMs = started - seeded;
    const baseline = liveHeap();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, liveHeap());
    }, 500);
    let bytes = 0;
    let records = 0;
    let header: string[] = [];
    try {
      const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/applications/export.csv',
          headers: { authorization: boss.token, 'accept-language': 'pt' },
        });
        request.on('response', resolve).on('error', reject).end();
      });
      expect(response.statusCode).toBe(200);
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      const parser = parse({ bom: true, delimiter: ';' });
      parser.on('data', (record: string[]) => {
        if (records === 0) header = record;
        records += 1;
      });
      await pipeline(response, parser);
    } finally {
      clearInterval(sampler);
    }
    const exportMs = performance.now() - started;
    peak = Math.max(peak, liveHeap());

    expect(header).toEqual(['Candidato', 'Vaga', 'Data', 'Estado']);
    expect(records).toBe(ROWS + 1);
    const growth = peak - baseline;
    console.info(
      `export of ${ROWS} rows: ${(bytes / 1e6).toFixed(1)} MB sent, live heap grew at most ` +
        `${(growth / 1e6).toFixed(1)} MB (seed ${Math.round(seedMs)} ms, export with heap sampling ${Math.round(exportMs)} ms)`,
    );
    expect(bytes).toBeGreaterThan(5_000_000);
    // The whole file is far larger than what the server ever held at once.
    expect(growth).toBeLessThan(bytes / 4);
  });

  it.skipIf(onPostgres)('is skipped on PGlite: set DATABASE_URL to run it', () => {
    console.info('100,000-row export test skipped: it runs on PostgreSQL (DATABASE_URL)');
    expect(onPostgres).toBe(false);
  });
});

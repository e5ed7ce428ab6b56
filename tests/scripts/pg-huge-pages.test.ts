import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../scripts/lib/loopback.mjs';
import { postgresHugePages } from '../../bench/lib/pg-huge-pages.mjs';

/**
 * bench/lib/pg-huge-pages.mjs (issue 20): the people bench says whether PostgreSQL's buffer cache
 * was in huge pages, which halves its cold passes on the benchmark hosts.
 */
const url = process.env.DATABASE_URL;
const local = url ? isLoopbackHost(new URL(url).hostname) : false;

/** Huge pages held on this machine (reserved or in use): on a test machine, only PostgreSQL takes them. */
function hugePagesHeld(): boolean {
  const meminfo = readFileSync('/proc/meminfo', 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(meminfo)?.[1] ?? 0);
  return field('HugePages_Total') - field('HugePages_Free') + field('HugePages_Rsvd') > 0;
}

describe("PostgreSQL's huge pages, as the bench reports them", () => {
  it('cannot be told of a server that does not answer', async () => {
    expect(await postgresHugePages('postgres://postgres@127.0.0.1:1/none')).toBeNull();
  });

  it.runIf(local && process.platform === 'linux')(
    "match the machine's huge pages held for a PostgreSQL server on this machine",
    async () => {
      expect(await postgresHugePages(String(url))).toBe(hugePagesHeld() ? 'on' : 'off');
    },
  );

  it.skipIf(local && process.platform === 'linux')(
    'is skipped without a PostgreSQL on this Linux machine: set DATABASE_URL to 127.0.0.1 to run it',
    () => {
      console.info('huge pages test skipped: it reads /proc for a PostgreSQL on this machine (DATABASE_URL)');
    },
  );
});

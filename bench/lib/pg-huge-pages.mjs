import { readFileSync } from 'node:fs';
import pg from 'pg';
import { isLoopbackHost } from '../../scripts/lib/loopback.mjs';

/**
 * Whether the PostgreSQL server at `url` keeps its shared memory (the buffer cache) in huge pages:
 * 'on', 'off', or null when this cannot be told. It matters to every cold figure: without them, a
 * new backend faults each 4 kB page of the buffer cache into its own page table on first touch,
 * which on the benchmark hosts (a nested VM, where a fault costs tens of µs) made a fresh
 * connection's first count of 5,000 cached pages 125–133 ms against 14–15 ms for its second
 * (docs/benchmarks.md, "A fresh backend's first touch of the buffer cache").
 *
 * PostgreSQL 17 says so itself (huge_pages_status); before it, 'try' does not say which it got,
 * so a backend of a server on this machine is asked through /proc (its HugetlbPages line counts
 * the huge pages it has mapped, and every backend maps the buffer cache).
 */
export async function postgresHugePages(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const status = await client.query('show huge_pages_status').catch(() => null);
    if (status) return status.rows[0].huge_pages_status === 'on' ? 'on' : 'off';
    const setting = (await client.query('show huge_pages')).rows[0].huge_pages;
    if (setting !== 'try') return setting === 'on' ? 'on' : 'off';
    const { hostname } = new URL(url);
    if (!isLoopbackHost(hostname)) return null;
    const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    const held = hugetlbKiB(pid);
    return held === null ? null : held > 0 ? 'on' : 'off';
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The huge pages a process has mapped, in kB (Linux 4.4+), or null where /proc does not say. */
function hugetlbKiB(pid) {
  try {
    const match = /HugetlbPages:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

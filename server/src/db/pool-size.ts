import { availableParallelism } from 'node:os';

/**
 * How many connections one server instance keeps to PostgreSQL when DATABASE_POOL_SIZE is unset:
 * twice this machine's cores, at most 10 (PostgreSQL's wiki: "(core_count * 2) + effective
 * spindle count" of the database host, taken here to be this one, as in a single-box deployment).
 *
 * More backends than the cores can run do not serve more: each new backend first maps the shared
 * buffer cache into its own page table, a fault per 4 kB page, and ten of them took turns on two
 * cores with the server and its clients. Measured on a 2-core host (issue 20, docs/benchmarks.md,
 * "Fewer connections than backends can use"): with 4 instead of 10 the slowest request of a new
 * server's people-like passes fell from 785–1,103 ms to 590–703 ms, and the warm passes held.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(2, Math.min(10, cores * 2));
}

/** At most this many connections on one instance (DATABASE_POOL_SIZE's upper bound). */
export const MAX_POOL_SIZE = 100;

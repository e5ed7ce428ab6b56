import { availableParallelism } from 'node:os';

/**
 * How many connections one server instance keeps to PostgreSQL when DATABASE_POOL_SIZE is unset:
 * twice this machine's cores, at most 10 (PostgreSQL's wiki: "(core_count * 2) + effective
 * spindle count" of the database host, taken here to be this one, as in a single-box deployment).
 *
 * More backends than the cores can run do not serve more: each new backend first maps the shared
 * buffer cache into its own page table, a fault per 4 kB page, and ten of them took turns on two
 * cores with the server and its clients. Measured on a 2-core host (issue 20, docs/benchmarks.md,
 * "Fewer connections than backends"): with 4 instead of 10 the cold people-like passes' p99 fell
 * from 184–323 ms to 148–189 ms and the uniform deep pages' warm req/s rose by a fifth.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(2, Math.min(10, cores * 2));
}

/** At most this many connections on one instance (DATABASE_POOL_SIZE's upper bound). */
export const MAX_POOL_SIZE = 100;

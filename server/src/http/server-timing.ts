import type { Kept } from '../db/kept-pages';

/**
 * The Server-Timing header of a list's answer (issue 20): whether its total and page came from
 * what was kept or were read now, for the benchmarks' share of kept answers and for anyone
 * reading a slow request in the browser's network panel.
 */
export function keptServerTiming(kept: Kept): string {
  return `list-total;desc="${kept.total ? 'kept' : 'counted'}", list-page;desc="${kept.page}"`;
}

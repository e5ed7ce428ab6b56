/** Types of bench/lib/stats.mjs for the tests that import it. */
export function ascending(values: ReadonlyArray<number | null | undefined>): number[];
export function percentile(sorted: readonly number[], p: number): number | null;
export function tenths(value: number | null | undefined): number | null;
export function median(values: ReadonlyArray<number | null | undefined>): number | null;

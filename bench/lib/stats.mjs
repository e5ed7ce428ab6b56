/**
 * The order statistics every bench reports, in one place: a percentile by nearest rank (the
 * smallest sample with at least p % of the samples at or below it, so a p99 of 100 samples is
 * the 99th, never an interpolation between two) and a median. Each caller rounds as its table
 * does.
 */

/** The numbers of `values` in ascending order, nulls left out; a new array. */
export function ascending(values) {
  return values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
}

/** The p-th percentile (0 < p ≤ 100) of samples already in ascending order; null with none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** To a tenth, as the benches' tables show milliseconds; null stays null. */
export function tenths(value) {
  return value === null || value === undefined ? null : Math.round(value * 10) / 10;
}

/** The middle value, or the mean of the two middle ones; nulls left out; null with none. */
export function median(values) {
  const sorted = ascending(values);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Types of bench/lib/pass-lines.mjs for the tests that import it. */
export interface Pass {
  mix: string;
  pass: 'cold' | 'warm';
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  rps: number | null;
  over300: number | null;
  serverMs: number | null;
  databaseMs: number | null;
}
export interface Medians {
  p99: number | null;
  max: number | null;
  rps: number | null;
  over300: number | null;
  serverMs: number | null;
}
export interface ComparedRow {
  name: string;
  medians: Record<string, Medians>;
  [side: string]: unknown;
}
export function parsePasses(output: string): Pass[];
export function compareSides(runs: { side: string; passes: Pass[] }[], sides?: string[]): ComparedRow[];
export function comparisonTable(rows: ComparedRow[], sides?: string[], labels?: string[]): string;

/** Types for scripts/lib/electron-fetch.mjs (used by tests/scripts). */
export interface FetchFailure {
  cause: string;
  fix: string;
}
export type EnsureResult = { binary: string } | { skipped: true } | FetchFailure;
export function electronBinary(env?: NodeJS.ProcessEnv): string | null;
export function nodeRunsElectronTooling(version?: string): boolean;
export function downloadSource(env?: NodeJS.ProcessEnv): string;
export function describeFetchFailure(error: unknown, env?: NodeJS.ProcessEnv): FetchFailure;
export function ensureElectron(options?: {
  env?: NodeJS.ProcessEnv;
  out?: NodeJS.WritableStream & { isTTY?: boolean };
}): Promise<EnsureResult>;

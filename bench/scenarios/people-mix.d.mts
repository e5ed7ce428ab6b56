/** What tests read of people-mix.mjs (issue 20's people-like mixes). */
export function seededRandom(seed: number): () => number;
export function passSeed(index: number, pass: 'cold' | 'warm'): number;
export function peoplePage(random: () => number): number;
export function candidatesPath(random: () => number, page: number): string;
export function applicationsPath(random: () => number, page: number): string;
export function deepestPageOf(sizes: {
  jobs: number;
  spreadJobs?: number;
  candidates: number;
  applications: number;
}): number;
/** One pass of a mix (its answers counted, what was kept, what failed, where the CPU went). */
export function runMix(input: {
  baseUrl: string;
  token: string;
  mix: { name: string; next: (random: () => number) => string };
  seed: number;
  seconds: number;
  maxRequests: number;
  connections?: number;
  serverPid?: number;
}): Promise<{
  requests: number;
  keptPages: number | null;
  keptTotals: number | null;
  failures: Array<{ path: string; status?: number; error?: string }>;
  cpu: {
    clientsMs: number | null;
    serverMs: number | null;
    postgresMs: number | null;
    machineBusyShare: number | null;
  };
}>;

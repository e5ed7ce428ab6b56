/** What tests read of people-mix.mjs (issue 20's people-like mixes). */
export function seededRandom(seed: number): () => number;
export function peoplePage(random: () => number): number;
export function candidatesPath(random: () => number, page: number): string;
export function applicationsPath(random: () => number, page: number): string;
export function deepestPageOf(sizes: {
  jobs: number;
  spreadJobs?: number;
  candidates: number;
  applications: number;
}): number;

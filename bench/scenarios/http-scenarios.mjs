/**
 * The HTTP scenarios of issues 4 and 5: what to seed, which endpoints to hit. `{deep}` in a
 * path is replaced by a page number found from the first page's pagination (see run.mjs).
 */

export const BENCH_PASSWORD = 'Conexao-demo-2026';

/** What Chromium (the Electron renderer) sends with every request. */
const CHROMIUM_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export const dashboard = {
  name: 'dashboard',
  issue: 4,
  title: 'Issue 4 — jobs and dashboard',
  employer: 'bench4@conexao.ao',
  sizes: {
    postgres: { jobs: 1000, applications: 100_000 },
    pglite: { jobs: 1000, applications: 100_000 },
    quick: { jobs: 50, applications: 2000 },
  },
  seedArgs: (s, employer) => [
    '--employer',
    employer,
    '--jobs',
    String(s.jobs),
    '--applications',
    String(s.applications),
  ],
  endpoints: [
    // Baseline: the machine's own speed for a request that does no real work (no auth, tiny query).
    { name: 'baseline /health', path: '/health' },
    // The desktop app (Chromium) always sends Accept-Encoding; autocannon sends none unless told.
    {
      name: 'company (all jobs), gzip as Chromium asks',
      path: '/internship/company',
      headers: CHROMIUM_ENCODINGS,
    },
    { name: 'company (all jobs), uncompressed', path: '/internship/company' },
    { name: 'company page 1 (perPage 10)', path: '/internship/company?page=1&perPage=10' },
    { name: 'internship count', path: '/internship/count' },
    { name: 'applications count', path: '/internship/applications/count' },
  ],
  target: { p99Ms: 50, connections: 20, db: 'postgres' },
};

export const candidates = {
  name: 'candidates',
  issue: 5,
  title: 'Issue 5 — applications and candidates',
  employer: 'bench5@conexao.ao',
  sizes: {
    postgres: { jobs: 1000, candidates: 100_000, applications: 1_000_000 },
    // The full set on PGlite too: with kept counts and keyset anchors it is no longer out of reach.
    pglite: { jobs: 1000, candidates: 100_000, applications: 1_000_000 },
    quick: { jobs: 20, candidates: 2000, applications: 20_000 },
  },
  seedArgs: (s, employer) => [
    '--employer',
    employer,
    '--jobs',
    String(s.jobs),
    '--candidates',
    String(s.candidates),
    '--applications',
    String(s.applications),
  ],
  endpoints: [
    { name: 'baseline /health', path: '/health' },
    { name: 'candidates, no filter', path: '/user?role=CANDIDATE&page=1&perPage=10' },
    { name: 'candidates, location', path: '/user?role=CANDIDATE&page=1&perPage=10&location=Huambo' },
    { name: 'candidates, skills (2)', path: '/user?role=CANDIDATE&page=1&perPage=10&skills=Python,Excel' },
    { name: 'candidates, availability', path: '/user?role=CANDIDATE&page=1&perPage=10&availability=Remote' },
    { name: 'candidates, q (name)', path: '/user?role=CANDIDATE&page=1&perPage=10&q=joao' },
    {
      name: 'candidates, all filters',
      path: '/user?role=CANDIDATE&page=1&perPage=10&location=Luanda&skills=Excel&availability=Full-time&q=silva',
    },
    {
      name: 'candidates, deep page',
      path: '/user?role=CANDIDATE&perPage=10&page={deep}',
      deepOf: '/user?role=CANDIDATE&page=1&perPage=10',
    },
    { name: 'applications, page 1', path: '/internship/applications?page=1&perPage=10' },
    {
      name: 'applications, deep page',
      path: '/internship/applications?perPage=10&page={deep}',
      deepOf: '/internship/applications?page=1&perPage=10',
    },
    { name: 'applications, status', path: '/internship/applications?page=1&perPage=10&status=SHORTLISTED' },
    { name: 'applications, search', path: '/internship/applications?page=1&perPage=10&search=joao' },
    // Issue 19's sorts: the same targets at a million applications.
    {
      name: 'applications, by rating',
      path: '/applications?page=1&perPage=10&sort=average_rating&order=desc',
    },
    {
      name: 'applications, by status, deep page',
      path: '/applications?perPage=10&sort=status&order=asc&page={deep}',
      deepOf: '/applications?page=1&perPage=10',
    },
    { name: 'candidates, by name', path: '/candidates?page=1&perPage=10&sort=name&order=asc' },
    {
      name: 'candidates, by city, deep page',
      path: '/candidates?perPage=10&sort=city&order=desc&page={deep}',
      deepOf: '/candidates?page=1&perPage=10',
    },
  ],
  target: { p99Ms: 50, connections: 20, db: 'postgres' },
};

/** Deep page: the middle of the list, capped by the API's MAX_PAGE_NUMBER (10,000). */
export function deepPage(pagination) {
  const total = Number(pagination?.totalPages ?? 1);
  return Math.max(1, Math.min(10_000, Math.floor(total / 2)));
}

/**
 * The versions the candidates' and applications' kept totals and pages are checked against
 * (issue 20), read in the same statement as the caller's sign-in: a list request then costs one
 * statement before its answer, not two. PGlite runs one statement at a time for the whole server
 * (a primary-key read took ~0.6 ms on a 2-core host before it kept its statements prepared); on
 * PostgreSQL it is a round trip fewer under load.
 *
 * Only a list route's guard asks for them (GuardOptions in auth-hooks.ts); they belong to that
 * request (a GET answered at once), never to a socket's user, which lives for hours.
 */
export interface ListVersions {
  /** list_versions 'candidates': any candidate's change. */
  candidates: number;
  /** The caller's company's versions (companies.*_version); null without a company. */
  company: CompanyListVersions | null;
}

export interface CompanyListVersions {
  /** The company the versions are of: a list checks it against the company it lists. */
  id: string;
  applications: number;
  members: number;
  jobs: number;
}

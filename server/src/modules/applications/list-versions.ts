import type { ListVersions } from '../../http/list-versions';

/**
 * The applications list's versions as its kept answers are keyed: `rows` moves with any change to
 * the company's applications (a status move included), their jobs (titles are shown) or the
 * candidates (names are shown and searched); `members` only when applications are added or
 * removed or jobs or candidates change (what a total without a status filter depends on);
 * `lookups` with jobs and candidates alone (what a search resolves to).
 */
export interface ApplicationsListVersions {
  rows: string;
  members: string;
  lookups: string;
}

export function applicationsListVersions(read: {
  applications: number;
  members: number;
  jobs: number;
  candidates: number;
}): ApplicationsListVersions {
  const lookups = `${read.jobs}.${read.candidates}`;
  return { rows: `${read.applications}.${lookups}`, members: `${read.members}.${lookups}`, lookups };
}

/** The versions read with the request's sign-in, when they are of the company listed. */
export function applicationsVersionsFromSignIn(
  read: ListVersions | null | undefined,
  companyId: string,
): ApplicationsListVersions | null {
  if (!read?.company || read.company.id !== companyId) return null;
  return applicationsListVersions({ ...read.company, candidates: read.candidates });
}

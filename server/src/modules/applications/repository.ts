import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { SEARCH_COUNT_CAP } from '@shared/constants';
import { type SQL, and, asc, count, eq, inArray, like, or, sql, sum } from 'drizzle-orm';
import { type PgColumn, type PgSelect, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type Transaction as Tx, transactionRetried } from '../../db/transaction-retry';
import { idsAsJson, jsonValue } from '../../db/json-values';
import type { ListTotal } from '../../db/kept-pages';
import { type SearchTotal, TYPICAL_APPLICATIONS_PER_CANDIDATE } from './search-plan';
import { type ListAnchor, after, anchorKey, fromKey } from '../../db/keyset';
import type { PageAnchor, PlacedAnchor } from '../../db/page-anchors';
import { type ListDays, readListDays } from '../../db/day-starts';
import { isoMicros } from '../../db/timestamps';
import { walkedPage } from '../../db/walked-page';
import { type IndexTerm, type ListSort, NEWEST_FIRST, orderBy, term, tiebreak } from '../../db/sort-order';
import type { ApplicationSort } from '@shared/api/sort';
import {
  applicationCvs,
  applicationStatusCounts,
  applicationStatusHistory,
  applications,
  candidateCvs,
  companies,
  companyApplicationCounts,
  companyApplicationDays,
  internships,
  users,
} from '../../db/schema';
import { displayName, recordActivities } from '../company/activity-log';
import { containsPattern } from '../../lib/search-text';
import { type ApplicationsListVersions, applicationsListVersions } from './list-versions';
import { candidatesListVersion } from '../../db/candidates-list-version';

/** Data access of the applications module: the only file here that knows Drizzle. */

/**
 * What another module may write inside the apply transaction (app.ts passes it in: the
 * notifications module's APPLICATION_RECEIVED), so it commits or rolls back with the application.
 */
export interface ApplyHooks<T = unknown> {
  inTransaction(
    tx: Pick<Database, 'execute'>,
    input: { applicationId: string; internshipId: string; candidateId: string; now: Date },
  ): Promise<T>;
  /** Runs after the commit; must not make the caller wait (it returns nothing to await). */
  afterCommit(result: T): void;
}

/** A CV file already stored (modules/uploads/cv-store.ts), to be recorded with an application. */
export interface StoredCv {
  storedName: string;
  fileName: string;
  sizeBytes: number;
}

export interface ApplicationFilters {
  companyId: string;
  internshipId?: string;
  userId?: string;
  status?: ApplicationStatus;
  /** Already normalised with toSearchText (lower-case, accent-free). */
  search?: string;
}

/**
 * A search resolved to ids: the candidates whose name matches and the caller's jobs whose title
 * does (both through trigram indexes), so the applications query is an index lookup by id
 * instead of a LIKE over a join of every application.
 */
export interface SearchMatches {
  userIds: string[];
  internshipIds: string[];
}

/**
 * Array literals already written, by their array: a search's matches are kept per search and
 * version (service.ts) and go into each statement of each request that reads them, thousands of
 * ids a time ("ana" matches 7,515 of 100,000 candidates: ~280 kB of text). Joined anew each time,
 * the join was 4.1 % of the server's busy time in the applications people-like mix (issue 20's
 * profile). This relies on what holds here: no id array is changed after it is made.
 */
const uuidLiterals = new WeakMap<string[], string>();

function uuidArrayLiteral(ids: string[]): string {
  let literal = uuidLiterals.get(ids);
  if (literal === undefined) {
    literal = `{${ids.join(',')}}`;
    uuidLiterals.set(ids, literal);
  }
  return literal;
}

const uuidList = (ids: string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;

/**
 * `column in (ids)` for a search's matches, which may be thousands of ids (issue 20). As a
 * constant array the planner estimates every element against the column's statistics (60–100 ms
 * of planning for 7,500 ids at a million applications); as `= any(array(select …))` it is cheap
 * to plan but searched element by element for every row (170 ms to walk 18,000 rows). A sub-select
 * is planned as one value and runs as a hashed lookup: 23 ms for the same walk.
 */
const matchesAny = (column: SQL | PgColumn, ids: string[]) =>
  sql`${column} in (select unnest(${uuidList(ids)}))`;

function filterConditions(f: ApplicationFilters, matches: SearchMatches | null): SQL | undefined {
  // applications.company_id (filled from the job by a trigger) keeps this on one index range.
  const conditions: Array<SQL | undefined> = [eq(applications.companyId, f.companyId)];
  if (f.internshipId) conditions.push(eq(applications.internshipId, f.internshipId));
  if (f.userId) conditions.push(eq(applications.userId, f.userId));
  if (f.status) conditions.push(eq(applications.status, f.status));
  if (matches) {
    conditions.push(
      or(
        matchesAny(applications.userId, matches.userIds),
        matchesAny(applications.internshipId, matches.internshipIds),
      ),
    );
  }
  return and(...conditions);
}

const changer = alias(users, 'changer');

/**
 * The list's sorts (issue 19), each spelled as the index that serves it after company_id; the
 * default is exactly applications_company_created_idx (DESC NULLS LAST), which the export's keyset
 * batches walk.
 */
const TIEBREAK = tiebreak(applications);
const SORTS: Record<ApplicationSort, readonly IndexTerm[]> = {
  created_at: TIEBREAK,
  // applications_company_status_created_idx: status codes A→Z, newest first within one.
  status: [term(applications.status, 'asc'), ...TIEBREAK],
  average_rating: [term(applications.ratingAverage, 'desc'), ...TIEBREAK],
  notes_count: [term(applications.notesCount, 'desc'), ...TIEBREAK],
};

export type ApplicationsSort = ListSort<ApplicationSort>;

/**
 * The sorts a deep page may start from a kept anchor in: those whose terms all run one way (the
 * status sort puts status codes A→Z before dates newest first, which no row comparison spells).
 */
export const ANCHORED_SORTS: ReadonlySet<ApplicationSort> = new Set([
  'created_at',
  'average_rating',
  'notes_count',
]);

/** Where a walk from `from` starts: its row and every later one in the list's order. */
function anchoredAt(sorted: ApplicationsSort, from: PlacedAnchor): SQL {
  const { anchor } = from;
  const dated = anchorKey(anchor);
  const { createdAt, id, ratingAverage, notesCount } = applications;
  switch (sorted.sort) {
    case 'created_at':
      return fromKey([createdAt, id], dated, sorted.order);
    case 'average_rating':
      return fromKey([ratingAverage, createdAt, id], [sql`${anchor.value}::numeric`, ...dated], sorted.order);
    case 'notes_count':
      return fromKey([notesCount, createdAt, id], [sql`${anchor.value}::int`, ...dated], sorted.order);
    default:
      throw new Error(`no anchored walk in the ${sorted.sort} sort`);
  }
}

/** A listed row's key in `sort`, kept as an anchor for the pages after it. */
export function anchorOf(
  row: { id: string; cursor: string; ratingAverage: string; notesCount: number },
  sort: ApplicationSort,
): PageAnchor {
  const value =
    sort === 'average_rating'
      ? row.ratingAverage
      : sort === 'notes_count'
        ? String(row.notesCount)
        : undefined;
  return { createdAt: row.cursor, id: row.id, value };
}

/** What a read inside another's transaction needs: the database or that transaction. */
export type RepositoryReader = Pick<Database, 'select'>;

/** What a move needs of each application, read under a row lock (FOR UPDATE, in id order). */
function lockForMove(tx: Tx, ids: string[]) {
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      companyId: internships.companyId,
      title: internships.title,
      candidate: displayName,
      userId: applications.userId,
      internshipId: applications.internshipId,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(sql`${applications.id} = any(${uuidList(ids)})`)
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
}
type MoveRow = Awaited<ReturnType<typeof lockForMove>>[number];

/**
 * The company's applications version before and after moves written in one transaction (issue
 * 20: kept search totals are carried across them, search-totals-by-status.ts).
 */
export interface MovedVersions {
  before: number;
  after: number;
}

/**
 * Every status change, single, bulk or undone, goes through here: the new status, a history
 * entry and an activity entry per application, inside the caller's transaction, all of them
 * applications of `companyId`. Answers the company's versions around the moves, or null when
 * there were none or when the steps between them are not all these moves': each UPDATE below
 * moves at least one row and so bumps the version by one (migration 0005's trigger, per company),
 * and the first bump locks the company's row to the commit. The version is read before and after,
 * so a colleague's commit in between, or a trigger that one day bumps otherwise, shows as a gap
 * and nothing is carried (the kept totals are counted again instead of drifting).
 */
async function writeMoves(
  tx: Tx,
  companyId: string,
  moves: ReadonlyArray<MoveRow & { to: ApplicationStatus }>,
  actorId: string,
  now: Date,
): Promise<MovedVersions | null> {
  if (moves.length === 0) return null;
  const before = await companyApplicationsVersion(tx, companyId);
  const targets = new Set(moves.map((m) => m.to));
  for (const to of targets) {
    const ids = moves.filter((m) => m.to === to).map((m) => m.id);
    await tx
      .update(applications)
      .set({ status: to, updatedAt: now })
      .where(sql`${applications.id} = any(${uuidList(ids)})`);
  }
  await tx.insert(applicationStatusHistory).values(
    moves.map((m) => ({
      applicationId: m.id,
      changedBy: actorId,
      fromStatus: m.status,
      toStatus: m.to,
      createdAt: now,
    })),
  );
  await recordActivities(
    tx,
    moves.map((m) => ({
      companyId: m.companyId,
      actorId,
      action: 'APPLICATION_MOVED' as const,
      subjectId: m.id,
      details: { candidate: m.candidate, job: m.title, from: m.status, to: m.to },
    })),
  );
  const after = await companyApplicationsVersion(tx, companyId);
  if (before === null || after === null || after - before !== targets.size) return null;
  return { before, after };
}

async function companyApplicationsVersion(tx: Tx, companyId: string): Promise<number | null> {
  const [row] = await tx
    .select({ version: companies.applicationsVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.version ?? null;
}

/**
 * The list's total without counting rows where counters know it (issue 20), all kept exact by
 * triggers: the whole company's from company_application_counts (a row per status); given jobs'
 * from their applications_count, or application_status_counts for one status.
 */
async function countFromCounters(
  db: Database,
  companyId: string,
  only: { internshipIds?: string[]; status?: ApplicationStatus },
): Promise<number> {
  if (!only.internshipIds) {
    const [row] = await db
      .select({ n: sum(companyApplicationCounts.count) })
      .from(companyApplicationCounts)
      .where(
        and(
          eq(companyApplicationCounts.companyId, companyId),
          only.status ? eq(companyApplicationCounts.status, only.status) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  }
  const jobs = sql`${internships.id} = any(${uuidList(only.internshipIds)})`;
  if (!only.status) {
    const [row] = await db
      .select({ n: sum(internships.applicationsCount) })
      .from(internships)
      .where(and(eq(internships.companyId, companyId), jobs));
    return Number(row?.n ?? 0);
  }
  const [row] = await db
    .select({ n: sum(applicationStatusCounts.count) })
    .from(applicationStatusCounts)
    .innerJoin(internships, eq(internships.id, applicationStatusCounts.internshipId))
    .where(and(eq(internships.companyId, companyId), jobs, eq(applicationStatusCounts.status, only.status)));
  return Number(row?.n ?? 0);
}

/** countFromCounters for every status at once: the whole company's, or these jobs'. */
async function countsByStatusFromCounters(
  db: Database,
  companyId: string,
  internshipIds?: string[],
): Promise<Map<ApplicationStatus, number>> {
  const rows = internshipIds
    ? await db
        .select({ status: applicationStatusCounts.status, n: sum(applicationStatusCounts.count) })
        .from(applicationStatusCounts)
        .innerJoin(internships, eq(internships.id, applicationStatusCounts.internshipId))
        .where(
          and(eq(internships.companyId, companyId), sql`${internships.id} = any(${uuidList(internshipIds)})`),
        )
        .groupBy(applicationStatusCounts.status)
    : await db
        .select({ status: companyApplicationCounts.status, n: sum(companyApplicationCounts.count) })
        .from(companyApplicationCounts)
        .where(eq(companyApplicationCounts.companyId, companyId))
        .groupBy(companyApplicationCounts.status);
  const counts = new Map(APPLICATION_STATUSES.map((status) => [status, 0]));
  for (const row of rows) counts.set(row.status as ApplicationStatus, Number(row.n ?? 0));
  return counts;
}

/**
 * Whether a search's total is its matched jobs' applications alone (from the counters): no
 * candidate matched, or the one job asked for matched by title, so every one of its applications
 * is in.
 */
function jobsAloneCount(
  filters: Pick<ApplicationFilters, 'internshipId'>,
  matches: SearchMatches,
  jobIds: string[],
): boolean {
  return matches.userIds.length === 0 || (Boolean(filters.internshipId) && jobIds.length > 0);
}

/** The search's matched jobs within the list's job filter, if any. */
export function matchedJobs(
  filters: Pick<ApplicationFilters, 'internshipId'>,
  matches: SearchMatches,
): string[] {
  return filters.internshipId
    ? matches.internshipIds.filter((id) => id === filters.internshipId)
    : matches.internshipIds;
}

/**
 * The list's filters on a matched candidate's application (alias `a`), leaving out the matched
 * jobs, whose applications are counted or read through the jobs themselves.
 */
function candidatePartFilters(q: {
  internshipId?: string;
  status?: ApplicationStatus;
  statuses?: readonly ApplicationStatus[];
  exceptJobs: string[];
}) {
  return sql`
        ${q.internshipId ? sql`and a.internship_id = ${q.internshipId}` : sql``}
        ${q.status ? sql`and a.status = ${q.status}` : sql``}
        ${
          q.statuses
            ? sql`and a.status in (${sql.join(
                q.statuses.map((status) => sql`${status}`),
                sql`, `,
              )})`
            : sql``
        }
        ${q.exceptJobs.length > 0 ? sql`and not ${matchesAny(sql`a.internship_id`, q.exceptJobs)}` : sql``}`;
}

/**
 * One candidate's applications, newest first, from applications_user_idx alone. `offset 0` fences
 * the sub-select: the caller's conditions on company, status or job stay outside it, so PostgreSQL
 * cannot answer "this candidate's applications to this company" by walking the company's list
 * with a user filter instead — which it did at a platform's shape (a company with 5 % of a
 * million applications), once per matched candidate: 15–25 s for 8,000 candidates.
 */
function candidateApplications(userId: SQL) {
  return sql`select a.id, a.created_at, a.company_id, a.internship_id, a.status from ${applications} as a
    where a.user_id = ${userId}
    order by a.created_at desc nulls last, a.id desc nulls last
    offset 0`;
}

/** A search's candidates part: their applications to the company, but to its matched jobs. */
interface CandidatePart {
  companyId: string;
  internshipId?: string;
  status?: ApplicationStatus;
  /** Several statuses (a count by status): only these. */
  statuses?: readonly ApplicationStatus[];
  userIds: string[];
  /** The search's matched jobs, whose applications are counted through the jobs. */
  exceptJobs: string[];
  /** The list without the search (its counters): what walking it would read. */
  listSize: number;
  /** Tests only: force one way of reading. */
  via?: 'walk' | 'candidates';
}

/**
 * Up to `limit` of the applications these candidates made to the company (to one job, in one
 * status, not to the search's matched jobs): id, created_at and status. Given a plain
 * `user_id = any(…)` with a LIMIT, PostgreSQL reckoned the limit would come early and scanned the
 * whole table (80–150 ms at a million applications); both forms below read an index only.
 */
function candidatePartRows(q: CandidatePart, limit: number): SQL {
  const filters = candidatePartFilters(q);
  // Whichever reads fewer index entries: the company's (filtered) list, checking each against the
  // matches by hash (a small company, or one status of it), or each matched candidate's own
  // applications (a big company and a rare name).
  const walk = q.via ? q.via === 'walk' : q.listSize < q.userIds.length * TYPICAL_APPLICATIONS_PER_CANDIDATE;
  return walk
    ? sql`select a.id, a.created_at, a.status from ${applications} as a
      where a.company_id = ${q.companyId} and ${matchesAny(sql`a.user_id`, q.userIds)} ${filters}
      limit ${limit}`
    : sql`select a.id, a.created_at, a.status from unnest(${uuidList(q.userIds)}) as m(id)
      cross join lateral (${candidateApplications(sql`m.id`)}) as a
      where a.company_id = ${q.companyId} ${filters}
      limit ${limit}`;
}

/**
 * How many applications these candidates made to the company (to one job, in one status, not to
 * the search's matched jobs), counting no further than `cap` (candidatePartRows).
 */
export async function countCandidatesApplications(
  db: Database,
  q: CandidatePart & {
    cap: number;
    /**
     * Also one newest-first page of the whole search: the counted applications merged with the
     * matched jobs' (`exceptJobs`) newest. Left out when the count passes its cap, since the
     * rows counted are then not all of them.
     */
    page?: { offset: number; limit: number };
  },
): Promise<ListTotal & { pageIds?: string[] }> {
  const counted = candidatePartRows(q, q.cap + 1);
  // Both read only an index (id and created_at are its keys): the page costs the matched jobs'
  // newest rows and a sort of what was counted, where reading it apart cost as much as the count.
  const page = q.page
    ? sql`, ${idsAsJson(sql`select id, created_at from counted
          union all ${jobsNewest(q.exceptJobs, q.status, q.page.offset + q.page.limit)}
          order by created_at desc nulls last, id desc nulls last
          offset ${q.page.offset} limit ${q.page.limit}`)} as ids`
    : sql``;
  const result = await db.execute(sql`with counted as materialized (${counted})
    select (select count(*) from counted)::int as n ${page}`);
  const row = result.rows[0];
  const n = Number(row?.n ?? 0);
  if (n > q.cap) return { items: q.cap, capped: true };
  if (!q.page) return { items: n, capped: false };
  return { items: n, capped: false, pageIds: jsonValue<string[] | undefined>(row?.ids) ?? [] };
}

/**
 * A search's statuses counted together read at most this many times the cap of index entries
 * (issue 20): 100,000, about what counting one rare status of a common name already read alone
 * ("ana" at a million applications: all its 75,000 to find the 7,500 HIRED).
 */
const GROUPED_COUNT_READ_FACTOR = 10;

/**
 * What one read of these candidates' applications to the company (as countCandidatesApplications,
 * in each of `statuses`) says of each of those statuses: `exact`, with the ids of its `take` newest once merged
 * with the matched jobs' (`exceptJobs`) newest in that status; `capped`, past `cap`; or nothing,
 * when the read stopped at `readLimit` rows before it could tell.
 */
export type StatusCount = { items: number; capped: false; pageIds: string[] } | { capped: true };

export async function countCandidatesApplicationsByStatus(
  db: Database,
  q: Omit<CandidatePart, 'status' | 'statuses'> & {
    /** The statuses to count (those the jobs' counters did not decide). */
    statuses: readonly ApplicationStatus[];
    cap: number;
    /** The most rows read: a common name's applications to a big company stop here. */
    readLimit: number;
    take: number;
  },
): Promise<Map<ApplicationStatus, StatusCount>> {
  const statuses = sql.join(
    q.statuses.map((status) => sql`(${status})`),
    sql`, `,
  );
  // A status's ids are read only where its count is exact and within the cap (a lazy sub-plan:
  // each reads the counted rows once more).
  const result = await db.execute(sql`with counted as materialized (${candidatePartRows(q, q.readLimit)}),
    counts as (select status, count(*)::int as n from counted group by status),
    read as (select coalesce(sum(n), 0)::int as n_all from counts)
    select s.status, coalesce(c.n, 0) as n, read.n_all,
      case when read.n_all < ${q.readLimit} and coalesce(c.n, 0) <= ${q.cap} then ${idsAsJson(
        sql`select id, created_at from counted where counted.status = s.status
          union all ${jobsNewest(q.exceptJobs, sql`s.status`, q.take)}
          order by created_at desc nulls last, id desc nulls last
          limit ${q.take}`,
      )} end as ids
    from (values ${statuses}) as s(status) cross join read left join counts as c on c.status = s.status`);
  const counts = new Map<ApplicationStatus, StatusCount>();
  for (const row of result.rows) {
    const status = row.status as ApplicationStatus;
    const items = Number(row.n);
    if (items > q.cap) counts.set(status, { capped: true });
    else if (Number(row.n_all) < q.readLimit)
      counts.set(status, { items, capped: false, pageIds: jsonValue<string[]>(row.ids) });
  }
  return counts;
}

/**
 * The `take` newest applications (id, created_at) of each of these jobs, in one status if given
 * (a value, or a column of the outer query), from applications_internship_created_idx.
 */
function jobsNewest(jobIds: string[], status: ApplicationStatus | SQL | undefined, take: number) {
  return sql`select found.id, found.created_at from unnest(${uuidList(jobIds)}) as j(id)
      cross join lateral (
        select a.id, a.created_at from ${applications} as a
        where a.internship_id = j.id ${status ? sql`and a.status = ${status}` : sql``}
        order by a.created_at desc nulls last, a.id desc nulls last
        limit ${take}
      ) as found`;
}

/**
 * The ids of one newest-first page of a searched list, read from the matches rather than the
 * list (issue 20): each matched candidate's and each matched job's newest `offset + limit`
 * applications, in order from applications_user_idx / applications_internship_created_idx
 * (index-only), merged and paged. Walking the company's list instead reads every non-matching
 * row on the way: 500,000 rows and 0.9 s for page 900 of a name at a million applications,
 * because PostgreSQL takes a few thousand candidate ids for most of the table.
 */
async function matchedPageIds(
  db: Database,
  filters: ApplicationFilters,
  matches: SearchMatches,
  offset: number,
  limit: number,
): Promise<string[]> {
  const take = offset + limit;
  const jobIds = matchedJobs(filters, matches);
  const result = await db.execute(sql`
    select id from (
      select found.id, found.created_at from unnest(${uuidList(matches.userIds)}) as m(id)
      cross join lateral (
        select a.id, a.created_at from (${candidateApplications(sql`m.id`)}) as a
        where a.company_id = ${filters.companyId} ${candidatePartFilters({ ...filters, exceptJobs: jobIds })}
        limit ${take}
      ) as found
      union all ${jobsNewest(jobIds, filters.status, take)}
    ) as matched
    order by created_at desc nulls last, id desc nulls last
    offset ${offset} limit ${limit}`);
  return result.rows.map((row) => String(row.id));
}

/** An applications query with each one's job and candidate (inner joins: both always exist). */
function withJobAndCandidate<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(users, eq(users.id, applications.userId));
}

export function createApplicationsRepository(db: Database) {
  /** What the list shows of the applications `ids` selects, with each one's candidate and job. */
  const pageRows = (ids: SQL) =>
    withJobAndCandidate(
      db
        .select({
          id: applications.id,
          userId: applications.userId,
          internshipId: applications.internshipId,
          status: applications.status,
          createdAt: applications.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImg: users.profileImg,
          title: internships.title,
          notesCount: applications.notesCount,
          ratingsCount: applications.ratingsCount,
          ratingAverage: applications.ratingAverage,
          // Exact to the microsecond: a deep page's first row is kept as an anchor (page-anchors.ts).
          cursor: isoMicros(applications.createdAt),
        })
        .from(applications)
        .$dynamic(),
    ).where(ids);

  // The versions the list's kept totals and pages are checked against, read on every request of
  // the list: built and planned once (issue 20's profile).
  const companyVersions = db
    .select({
      applications: companies.applicationsVersion,
      members: companies.applicationsMembersVersion,
      jobs: companies.jobsVersion,
      candidates: candidatesListVersion(),
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('applications_company_versions');

  return {
    async findInternship(id: string) {
      const [row] = await db
        .select({
          id: internships.id,
          companyId: internships.companyId,
          activeStatus: internships.activeStatus,
          expirationDate: internships.expirationDate,
        })
        .from(internships)
        .where(eq(internships.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Inserts the application, its first history entry and what `hooks` add (a notification)
     * together; null when it already exists.
     */
    async apply(
      input: {
        internshipId: string;
        userId: string;
        coverLetter: string | null;
        cv: StoredCv | null;
        now: Date;
      },
      hooks?: ApplyHooks,
    ) {
      const result = await transactionRetried(db, async (tx) => {
        const [created] = await tx
          .insert(applications)
          .values({
            internshipId: input.internshipId,
            userId: input.userId,
            coverLetter: input.coverLetter,
            status: 'APPLIED',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoNothing({ target: [applications.internshipId, applications.userId] })
          .returning({
            id: applications.id,
            internshipId: applications.internshipId,
            status: applications.status,
            createdAt: applications.createdAt,
          });
        if (!created) return null;
        await tx.insert(applicationStatusHistory).values({
          applicationId: created.id,
          changedBy: input.userId,
          fromStatus: null,
          toStatus: 'APPLIED',
          createdAt: input.now,
        });
        if (input.cv) {
          await tx
            .insert(applicationCvs)
            .values({ applicationId: created.id, ...input.cv, uploadedAt: input.now });
        }
        const added = hooks
          ? await hooks.inTransaction(tx, {
              applicationId: created.id,
              internshipId: input.internshipId,
              candidateId: input.userId,
              now: input.now,
            })
          : undefined;
        return { created, added };
      });
      if (!result) return null;
      hooks?.afterCommit(result.added);
      return result.created;
    },

    /** The list's versions (list-versions.ts), each bumped by triggers. */
    async versions(companyId: string): Promise<ApplicationsListVersions> {
      const [row] = await companyVersions.execute({ companyId });
      return applicationsListVersions({
        applications: row?.applications ?? 0,
        members: row?.members ?? 0,
        jobs: row?.jobs ?? 0,
        candidates: row?.candidates ?? 0,
      });
    },

    async searchMatches(companyId: string, search: string): Promise<SearchMatches> {
      const pattern = containsPattern(search);
      const [people, jobs] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'CANDIDATE'), like(users.searchText, pattern))),
        db
          .select({ id: internships.id })
          .from(internships)
          .where(and(eq(internships.companyId, companyId), like(internships.searchTitle, pattern))),
      ]);
      return { userIds: people.map((p) => p.id), internshipIds: jobs.map((j) => j.id) };
    },

    /**
     * One page in `sorted` order (default newest first). `via` says how its ids are found:
     * 'walk' reads the list's index in order, skipping `offset` rows (an index-only scan:
     * skipping 250,000 of a million is ~30 ms on PostgreSQL); 'matches' (a search, newest first)
     * reads only the matched candidates' and jobs' applications (see matchedPageIds); `{ ids }`
     * are the page's, found by the search's count (total's `firstPage`); `{ from }` walks as
     * 'walk' does but from a row whose place in the list is known (ANCHORED_SORTS only).
     */
    async list(
      filters: ApplicationFilters,
      matches: SearchMatches | null,
      limit: number,
      offset: number,
      sorted: ApplicationsSort = NEWEST_FIRST,
      via: 'walk' | 'matches' | { ids: string[] } | { from: PlacedAnchor } = 'walk',
    ) {
      const order = orderBy(SORTS[sorted.sort], sorted.order);
      if (typeof via === 'object' && 'ids' in via && via.ids.length === 0) return [];
      const walk = (where: SQL | undefined, skip: number) =>
        walkedPage(db, applications, applications.id, where, order, { limit, offset: skip });
      const ids =
        typeof via === 'object' && 'ids' in via
          ? sql`${applications.id} = any(${uuidList(via.ids)})`
          : typeof via === 'object'
            ? walk(
                and(filterConditions(filters, matches), anchoredAt(sorted, via.from)),
                offset - via.from.position,
              )
            : via === 'matches' && matches
              ? sql`${applications.id} = any(${uuidList(await matchedPageIds(db, filters, matches, offset, limit))})`
              : walk(filterConditions(filters, matches), offset);
      // The page's ids first, then the joins for just those rows.
      return pageRows(ids).orderBy(...order);
    },

    /**
     * The company's applications per day, newest first, in the whole list or one status's (what
     * company_application_days counts: no job, candidate or search filter).
     */
    async listDays(filters: Pick<ApplicationFilters, 'companyId' | 'status'>): Promise<ListDays> {
      const days = companyApplicationDays;
      const where = and(
        eq(days.companyId, filters.companyId),
        filters.status ? eq(days.status, filters.status) : undefined,
      ) as SQL;
      return readListDays(db, { table: days, day: days.day, count: days.count }, where);
    },

    /** The list's rows of these applications (a kept page's ids, read again after a move). */
    async listRowsOf(ids: string[]) {
      return ids.length === 0 ? [] : pageRows(sql`${applications.id} = any(${uuidList(ids)})`);
    },

    /**
     * One batch of the CSV export: `limit` rows of the filtered list after `from`, newest first.
     * Joined directly, not ids-first as `list`: for a thousand ids PostgreSQL hash-joins the page
     * against every application (a sequential scan per batch: 200 ms of 100,000 rows, measured),
     * while walking the index in order with nested loops stops after `limit` rows.
     */
    async exportBatch(
      filters: ApplicationFilters,
      matches: SearchMatches | null,
      from: ListAnchor | null,
      limit: number,
    ) {
      return withJobAndCandidate(
        db
          .select({
            id: applications.id,
            status: applications.status,
            createdAt: applications.createdAt,
            // Exact to the microsecond: where the next batch starts (keyset).
            cursor: isoMicros(applications.createdAt),
            firstName: users.firstName,
            lastName: users.lastName,
            title: internships.title,
          })
          .from(applications)
          .$dynamic(),
      )
        .where(
          and(
            filterConditions(filters, matches),
            from ? after(applications.createdAt, applications.id, from) : undefined,
          ),
        )
        .orderBy(...orderBy(TIEBREAK, 'desc'))
        .limit(limit);
    },

    /**
     * The filtered list's total. Without a search: the counters (a candidate's own applications,
     * few, are counted). With one: the matched jobs' applications from the counters, plus the
     * matched candidates' applications to other jobs, read from applications_user_idx alone and
     * counted no further than SEARCH_COUNT_CAP all told; with `page`, that read also gives the
     * page's ids (`firstPage`).
     */
    async total(
      filters: ApplicationFilters,
      matches: SearchMatches | null,
      cap = SEARCH_COUNT_CAP,
      /** A newest-first page to read with a search's count, where one read can give both. */
      page?: { offset: number; limit: number },
    ): Promise<SearchTotal> {
      const { companyId, internshipId, status } = filters;
      if (filters.userId) {
        const [row] = await db
          .select({ n: count() })
          .from(applications)
          .where(filterConditions(filters, matches));
        const items = Number(row?.n ?? 0);
        return { items, capped: false, inJobs: 0, listSize: items };
      }
      const listSize = await countFromCounters(db, companyId, {
        internshipIds: internshipId ? [internshipId] : undefined,
        status,
      });
      if (!matches) return { items: listSize, capped: false, inJobs: 0, listSize };
      const jobIds = matchedJobs(filters, matches);
      const inJobs =
        jobIds.length > 0 ? await countFromCounters(db, companyId, { internshipIds: jobIds, status }) : 0;
      const shape = { inJobs, listSize };
      if (inJobs > cap) return { items: cap, capped: true, ...shape };
      if (jobsAloneCount(filters, matches, jobIds)) {
        return { items: inJobs, capped: false, ...shape };
      }
      const others = await countCandidatesApplications(db, {
        companyId,
        internshipId,
        status,
        userIds: matches.userIds,
        exceptJobs: jobIds,
        cap: cap - inJobs,
        listSize,
        page,
      });
      const firstPage = page && others.pageIds ? { ...page, ids: others.pageIds } : undefined;
      return { items: inJobs + others.items, capped: others.capped, ...shape, firstPage };
    },

    /**
     * `total` of a search in every status at once (issue 20: a move changes each status's total,
     * and recounting one status reads the same matched candidates' applications as counting them
     * all), each with the ids of its first `take` rows newest first where the count read them.
     * A status left out is counted alone by the caller: the only one the jobs' counters left
     * open, or one that a read stopped at its limit could not tell.
     */
    async totalsByStatus(
      filters: Omit<ApplicationFilters, 'status' | 'userId'>,
      matches: SearchMatches,
      take: number,
      cap = SEARCH_COUNT_CAP,
    ): Promise<Map<ApplicationStatus, SearchTotal>> {
      const { companyId, internshipId } = filters;
      const listSizes = await countsByStatusFromCounters(
        db,
        companyId,
        internshipId ? [internshipId] : undefined,
      );
      const jobIds = matchedJobs(filters, matches);
      const inJobs =
        jobIds.length > 0
          ? await countsByStatusFromCounters(db, companyId, jobIds)
          : new Map(APPLICATION_STATUSES.map((status) => [status, 0]));
      const shapeOf = (status: ApplicationStatus) => ({
        inJobs: inJobs.get(status) ?? 0,
        listSize: listSizes.get(status) ?? 0,
      });
      if (jobsAloneCount(filters, matches, jobIds)) {
        return new Map(
          APPLICATION_STATUSES.map((status) => {
            const shape = shapeOf(status);
            return [status, { items: Math.min(shape.inJobs, cap), capped: shape.inJobs > cap, ...shape }];
          }),
        );
      }
      const totals = new Map<ApplicationStatus, SearchTotal>();
      // The matched jobs alone pass the cap in a status: capped without reading more.
      for (const status of APPLICATION_STATUSES) {
        const shape = shapeOf(status);
        if (shape.inJobs > cap) totals.set(status, { items: cap, capped: true, ...shape });
      }
      // One status left to count is cheaper counted alone, where the count stops at its own cap.
      if (APPLICATION_STATUSES.length - totals.size < 2) return totals;
      const others = await countCandidatesApplicationsByStatus(db, {
        companyId,
        internshipId,
        // The statuses left: the read keeps no other rows.
        statuses: APPLICATION_STATUSES.filter((status) => !totals.has(status)),
        userIds: matches.userIds,
        exceptJobs: jobIds,
        cap,
        readLimit: cap * GROUPED_COUNT_READ_FACTOR,
        listSize: [...listSizes.values()].reduce((all, n) => all + n, 0),
        take,
      });
      for (const [status, counted] of others) {
        const shape = shapeOf(status);
        if (counted.capped || shape.inJobs + counted.items > cap) {
          totals.set(status, { items: cap, capped: true, ...shape });
        } else {
          const firstPage = { offset: 0, limit: take, ids: counted.pageIds };
          totals.set(status, { items: shape.inJobs + counted.items, capped: false, ...shape, firstPage });
        }
      }
      return totals;
    },

    async findDetail(id: string) {
      const [row] = await withJobAndCandidate(
        db
          .select({
            application: applications,
            candidate: users,
            job: internships,
            cv: applicationCvs,
          })
          .from(applications)
          .$dynamic(),
      )
        .leftJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
        .where(eq(applications.id, id))
        .limit(1);
      return row ?? null;
    },

    /** The candidate's profile CV, which an application sent without one takes a copy of. */
    async profileCv(userId: string) {
      const [row] = await db.select().from(candidateCvs).where(eq(candidateCvs.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Which of these stored CV names a profile or an application still points at. */
    async referencedCvs(names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const [profiles, sent] = await Promise.all([
        db
          .select({ name: candidateCvs.storedName })
          .from(candidateCvs)
          .where(inArray(candidateCvs.storedName, names)),
        db
          .select({ name: applicationCvs.storedName })
          .from(applicationCvs)
          .where(inArray(applicationCvs.storedName, names)),
      ]);
      return new Set([...profiles, ...sent].map((row) => row.name));
    },

    /** An application's CV with what deciding who may read it needs: its candidate and company. */
    async cvOf(applicationId: string) {
      const [row] = await withJobAndCandidate(
        db
          .select({
            candidateId: applications.userId,
            companyId: internships.companyId,
            firstName: users.firstName,
            lastName: users.lastName,
            storedName: applicationCvs.storedName,
          })
          .from(applications)
          .$dynamic(),
      )
        .innerJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
        .where(eq(applications.id, applicationId))
        .limit(1);
      return row ?? null;
    },

    async history(applicationId: string) {
      return db
        .select({
          id: applicationStatusHistory.id,
          fromStatus: applicationStatusHistory.fromStatus,
          toStatus: applicationStatusHistory.toStatus,
          createdAt: applicationStatusHistory.createdAt,
          changerId: changer.id,
          changerFirstName: changer.firstName,
          changerLastName: changer.lastName,
        })
        .from(applicationStatusHistory)
        .leftJoin(changer, eq(changer.id, applicationStatusHistory.changedBy))
        .where(eq(applicationStatusHistory.applicationId, applicationId))
        .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id));
    },

    /**
     * Locks the application row, checks the company, then writes the new status, its history
     * entry and the company's activity entry in one transaction: a refused or failed change
     * leaves all three untouched.
     */
    async changeStatus(input: {
      id: string;
      companyId: string | undefined;
      actorId: string;
      status: ApplicationStatus;
      now: Date;
    }) {
      return transactionRetried(db, async (tx) => {
        const [current] = await lockForMove(tx, [input.id]);
        if (!current) return { outcome: 'not-found' as const };
        if (current.companyId !== input.companyId) return { outcome: 'forbidden' as const };
        if (current.status === input.status) {
          return { outcome: 'unchanged' as const, status: current.status, updatedAt: current.updatedAt };
        }
        const move = { ...current, to: input.status };
        const versions = await writeMoves(tx, current.companyId, [move], input.actorId, input.now);
        return { outcome: 'changed' as const, status: input.status, updatedAt: input.now, move, versions };
      });
    },

    /**
     * Issue 19's bulk move: the named applications (`ids`) or those the filter matches, locked,
     * all moved to `status` in one transaction with a history and an activity entry each, or none
     * (another company's id, or a filter matching more than `limit`).
     */
    async bulkMove<T = undefined>(input: {
      companyId: string;
      selection: { ids: string[] } | { filters: ApplicationFilters; matches: SearchMatches | null };
      limit: number;
      actorId: string;
      status: ApplicationStatus;
      now: Date;
      /** Runs in the move's transaction after the moves are written (issue 19: the template's emails). */
      withMoved?: (tx: Tx, movedIds: string[]) => Promise<T>;
    }) {
      return transactionRetried(db, async (tx) => {
        let rows: MoveRow[];
        if ('ids' in input.selection) {
          const ids = [...new Set(input.selection.ids)];
          rows = await lockForMove(tx, ids);
          // A missing id or another company's: 404 for the whole request, revealing nothing.
          if (rows.length !== ids.length || rows.some((r) => r.companyId !== input.companyId)) {
            return { outcome: 'not-found' as const };
          }
        } else {
          const { filters, matches } = input.selection;
          const ids = await tx
            .select({ id: applications.id })
            .from(applications)
            .where(filterConditions(filters, matches))
            .limit(input.limit + 1);
          if (ids.length > input.limit) return { outcome: 'too-many' as const };
          rows = await lockForMove(
            tx,
            ids.map((r) => r.id),
          );
          // Moved out of the filter between the two reads: not part of this move.
          rows = rows.filter(
            (r) => r.companyId === input.companyId && (!filters.status || r.status === filters.status),
          );
        }
        const moves = rows.filter((r) => r.status !== input.status).map((r) => ({ ...r, to: input.status }));
        const versions = await writeMoves(tx, input.companyId, moves, input.actorId, input.now);
        const withMovedResult =
          input.withMoved && moves.length > 0
            ? await input.withMoved(
                tx,
                moves.map((m) => m.id),
              )
            : undefined;
        return {
          outcome: 'moved' as const,
          moved: moves,
          unchanged: rows.length - moves.length,
          versions,
          withMovedResult,
        };
      });
    },

    /**
     * The undo of a bulk move: each application still in `status` goes back to its own previous
     * status; one moved again since (by anyone) keeps the newer move. Another company's id: 404.
     */
    async undoMoves(input: {
      companyId: string;
      status: ApplicationStatus;
      items: ReadonlyArray<{ id: string; from: ApplicationStatus }>;
      actorId: string;
      now: Date;
    }) {
      return transactionRetried(db, async (tx) => {
        const previous = new Map(input.items.map((item) => [item.id, item.from]));
        const rows = await lockForMove(tx, [...previous.keys()]);
        if (rows.some((r) => r.companyId !== input.companyId)) return { outcome: 'not-found' as const };
        const moves = rows
          .filter((r) => r.status === input.status && previous.get(r.id) !== r.status)
          .map((r) => ({ ...r, to: previous.get(r.id) ?? r.status }));
        const versions = await writeMoves(tx, input.companyId, moves, input.actorId, input.now);
        const restored = new Set(moves.map((m) => m.id));
        return {
          outcome: 'restored' as const,
          moves,
          versions,
          restored: [...restored],
          skipped: [...previous.keys()].filter((id) => !restored.has(id)),
        };
      });
    },

    /** Who gets a template message: the candidate, the job and the company of each application. */
    async recipients(ids: string[], reader: RepositoryReader = db) {
      if (ids.length === 0) return [];
      return reader
        .select({
          applicationId: applications.id,
          candidateId: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          title: internships.title,
          companyName: companies.companyName,
        })
        .from(applications)
        .innerJoin(internships, eq(internships.id, applications.internshipId))
        .innerJoin(companies, eq(companies.id, internships.companyId))
        .innerJoin(users, eq(users.id, applications.userId))
        .where(sql`${applications.id} = any(${uuidList(ids)})`);
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

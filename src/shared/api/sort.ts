import { z } from 'zod';

/**
 * Server-side sorting of the big tables (issue 19): `sort` names a column from the list's
 * whitelist, `order` is asc or desc. Anything else is a 400, never an ORDER BY built from input.
 * Every sort ends with the list's own tiebreak (created_at, id), so pages never overlap.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Empty strings (an unset sort in the address) mean the list's default. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The `sort` and `order` fields of a list query; spread them into its z.object. */
export function sortParams<const C extends readonly [string, ...string[]]>(columns: C) {
  return {
    sort: z.preprocess(emptyAsUndefined, z.enum(columns, { error: 'lists.sort.invalid' }).optional()),
    order: z.preprocess(emptyAsUndefined, z.enum(SORT_ORDERS, { error: 'lists.order.invalid' }).optional()),
  };
}

/**
 * The order a column sorts in when the caller names no order: the list's `ascending` columns
 * (words A→Z, the soonest expiry) go up, the others (newest, best rated, most notes) down.
 */
export function defaultOrder(ascending: readonly string[], sort: string): SortOrder {
  return ascending.includes(sort) ? 'asc' : 'desc';
}

/** Applications list (GET /applications): default newest first. */
export const APPLICATION_SORTS = ['created_at', 'status', 'average_rating', 'notes_count'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const APPLICATION_ASCENDING_SORTS: readonly ApplicationSort[] = ['status'];

/** Candidates list (GET /candidates): default newest first; `name` is the accent-free name. */
export const CANDIDATE_SORTS = ['created_at', 'name', 'city'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const CANDIDATE_ASCENDING_SORTS: readonly CandidateSort[] = ['name', 'city'];

/** The company's jobs (GET /internship/company): default newest first. */
export const JOB_SORTS = ['created_at', 'title', 'status', 'applications_count', 'expiration_date'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_ASCENDING_SORTS: readonly JobSort[] = ['title', 'status', 'expiration_date'];

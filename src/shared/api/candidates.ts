import { z } from 'zod';
import { MAX_SKILL_FILTERS, SEARCH_MAX_LENGTH } from '../constants';
import { AVAILABILITIES, ROLES, SPOKEN_LANGUAGES, toCode } from '../domain';
import { envelope, timestamp } from './envelope';
import { pageParam, paginationSchema, perPageParam } from './pagination';
import { CANDIDATE_SORTS, sortParams } from './sort';
import { text } from './text';
import { candidateProfileShape } from './user';

/**
 * GET /user (candidate browsing, docs/product.md §7). Only role=CANDIDATE may be listed (role=EMPLOYER
 * is a 403 in the server, anything else a 400). Empty filter strings mean "no filter".
 */
const filterText = text('candidates.filter.invalid')
  .trim()
  .max(SEARCH_MAX_LENGTH, 'candidates.filter.tooLong')
  .optional()
  .transform((v) => (v ? v : undefined));

export const listCandidatesQuery = z.object({
  page: pageParam.optional(),
  perPage: perPageParam.optional(),
  role: z.enum(ROLES, { error: 'candidates.role.invalid' }).default('CANDIDATE'),
  location: filterText,
  /** A code of AVAILABILITIES (a legacy word such as 'Remote' or 'Remoto' is taken as its code). */
  availability: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : toCode(AVAILABILITIES, v)),
      z.enum(AVAILABILITIES, { error: 'candidates.filter.invalid' }).optional(),
    )
    .optional(),
  q: filterText,
  /** Comma-separated; every listed skill must be on the candidate (GIN index on users.skills). */
  skills: text('candidates.filter.invalid')
    .max(SEARCH_MAX_LENGTH * 5, 'candidates.filter.tooLong')
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(text().max(SEARCH_MAX_LENGTH)).max(MAX_SKILL_FILTERS, 'candidates.skills.tooMany')),
  ...sortParams(CANDIDATE_SORTS),
});
export type ListCandidatesQuery = z.input<typeof listCandidatesQuery>;

export const userIdParams = z.object({ id: z.uuid({ error: 'candidates.notFound' }) });

/** What an employer sees of a candidate: no email, phone, password hash or token. */
export const candidateSummarySchema = z.object({
  id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  ...candidateProfileShape,
  language: z.array(z.enum(SPOKEN_LANGUAGES)),
  createdAt: timestamp,
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

/** GET /candidates. */
export const candidatesListResponse = envelope(
  z.object({ users: z.array(candidateSummarySchema), pagination: paginationSchema }),
);
export type CandidatesListResponse = z.infer<typeof candidatesListResponse>;

/** GET /candidates/{id}. */
export const candidateResponse = envelope(candidateSummarySchema);
export type CandidateResponse = z.infer<typeof candidateResponse>;

import { z } from 'zod';
import { MAX_SKILL_FILTERS, SEARCH_MAX_LENGTH } from '../constants';
import { ROLES } from '../domain';
import { type Pagination, pageParam, perPageParam } from './pagination';
import { text } from './text';

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
  availability: filterText,
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
});
export type ListCandidatesQuery = z.input<typeof listCandidatesQuery>;

export const userIdParams = z.object({ id: z.uuid({ error: 'candidates.notFound' }) });

/** What an employer sees of a candidate: no email, phone, password hash or token. */
export interface CandidateSummary {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_img: string | null;
  city: string | null;
  skills: string[];
  availability: string | null;
  nationality: string | null;
  headline: string | null;
  language: string[];
  createdAt: string;
}

export interface CandidatesListResponse {
  message: string;
  data: { users: CandidateSummary[]; pagination: Pagination };
}

export interface CandidateResponse {
  message: string;
  data: CandidateSummary;
}

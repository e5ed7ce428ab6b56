import { z } from 'zod';
import { COVER_LETTER_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../constants';
import { APPLICATION_STATUSES, type ActiveStatus, type ApplicationStatus } from '../domain';
import type { CandidateSummary } from './candidates';
import { type Pagination, pageParam, perPageParam } from './pagination';
import { text } from './text';

/** Calls of the applications module (docs/product.md §7), mounted under /internship. */

const uuidParam = (key: string) => z.uuid({ error: key });

export const internshipIdParams = z.object({ id: uuidParam('applications.job.notFound') });
export const applicationIdParams = z.object({ id: uuidParam('applications.notFound') });

/** POST /internship/{id}/apply: the body is optional; an empty cover letter is no cover letter. */
export const applyBody = z
  .object({
    cover_letter: text('applications.coverLetter.invalid')
      .trim()
      .max(COVER_LETTER_MAX_LENGTH, 'applications.coverLetter.tooLong')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish()
  .transform((v) => v ?? { cover_letter: null });
export type ApplyBody = z.input<typeof applyBody>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'applications.status.invalid' });

export const updateStatusBody = z.object({ status: applicationStatusSchema });
export type UpdateStatusBody = z.input<typeof updateStatusBody>;

const optionalText = text('errors.invalidRequest')
  .trim()
  .max(SEARCH_MAX_LENGTH, 'applications.search.tooLong')
  .optional()
  .transform((v) => (v ? v : undefined));

/** Empty strings (an unset filter in a form) mean "no filter", not an error. */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const listApplicationsQuery = z.object({
  page: pageParam.optional(),
  perPage: perPageParam.optional(),
  internshipId: z.preprocess(emptyAsUndefined, uuidParam('applications.filter.invalid').optional()),
  userId: z.preprocess(emptyAsUndefined, uuidParam('applications.filter.invalid').optional()),
  status: z.preprocess(emptyAsUndefined, applicationStatusSchema.optional()),
  search: optionalText,
});
export type ListApplicationsQuery = z.input<typeof listApplicationsQuery>;

/** A row of the applications list (docs/product.md §3 Application), plus the job id for links. */
export interface ApplicationListItem {
  id: string;
  user_id: string;
  internship_id: string;
  status: ApplicationStatus;
  createdAt: string;
  user: { first_name: string | null; last_name: string | null; profile_img: string | null };
  intern_info: { title: string };
}

export interface ApplicationsListResponse {
  message: string;
  data: { applications: ApplicationListItem[]; pagination: Pagination };
}

export interface StatusHistoryEntry {
  id: string;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  createdAt: string;
  changed_by: { id: string; first_name: string | null; last_name: string | null } | null;
}

export interface ApplicationDetail extends ApplicationListItem {
  cover_letter: string | null;
  updatedAt: string;
  candidate: CandidateSummary;
  job: {
    id: string;
    title: string;
    internship_city: string | null;
    internship_type: string | null;
    expiration_date: string | null;
    active_status: ActiveStatus;
  };
  /** Oldest first; the first entry is the application itself (from_status null → APPLIED). */
  history: StatusHistoryEntry[];
}

export interface ApplicationDetailResponse {
  message: string;
  data: ApplicationDetail;
}

export interface ApplyResponse {
  message: string;
  data: { id: string; internship_id: string; status: ApplicationStatus; createdAt: string };
}

export interface UpdateStatusResponse {
  message: string;
  data: { id: string; status: ApplicationStatus; updatedAt: string };
}

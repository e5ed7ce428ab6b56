import { z } from 'zod';
import { COVER_LETTER_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../constants';
import { ACTIVE_STATUSES, APPLICATION_STATUSES, INTERNSHIP_TYPES } from '../domain';
import { candidateSummarySchema } from './candidates';
import { cvSummarySchema } from './cv';
import { envelope, timestamp } from './envelope';
import { pageParam, paginationSchema, perPageParam } from './pagination';
import { APPLICATION_SORTS, sortParams } from './sort';
import { text } from './text';

/** Calls of the applications module (docs/product.md §7), mounted under /internship. */

const uuidParam = (key: string) => z.uuid({ error: key });

export const internshipIdParams = z.object({ id: uuidParam('applications.job.notFound') });
export const applicationIdParams = z.object({ id: uuidParam('applications.notFound') });

/**
 * POST /applications/apply/{id}: the body is optional; an empty cover letter is no cover letter.
 * Sent as JSON, or as multipart with these fields and a `cv` PDF (src/shared/api/cv.ts).
 */
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
  ...sortParams(APPLICATION_SORTS),
});
export type ListApplicationsQuery = z.input<typeof listApplicationsQuery>;

/**
 * GET /applications/export.csv: the list's filters without its paging, so the file holds what the
 * filter matches, all of it (docs/product.md §10, "Exporting applications").
 */
export const APPLICATIONS_EXPORT_PATH = '/applications/export.csv';
export const exportApplicationsQuery = listApplicationsQuery.omit({ page: true, perPage: true });
export type ExportApplicationsQuery = z.input<typeof exportApplicationsQuery>;

/** The export's answer: not JSON but a CSV file, declared as such for the OpenAPI document. */
export const applicationsExportResponse = {
  description:
    'A CSV file (UTF-8 with BOM, `;`-separated, CRLF): a header row in the language of ' +
    'Accept-Language, then one row per application the filter matches, newest first.',
  content: { 'text/csv': { schema: z.string() } },
};

/** A row of the applications list (docs/product.md §3 Application), plus the job id for links. */
export const applicationListItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  internship_id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: timestamp,
  user: z.object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    profile_img: z.string().nullable(),
  }),
  intern_info: z.object({ title: z.string() }),
  /** Issue 19: the members' mean score (one decimal), null when unrated; kept on the row by triggers. */
  average_rating: z.number().nullable(),
  notes_count: z.number().int(),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

/** GET /applications. */
export const applicationsListResponse = envelope(
  z.object({ applications: z.array(applicationListItemSchema), pagination: paginationSchema }),
);
export type ApplicationsListResponse = z.infer<typeof applicationsListResponse>;

export const statusHistoryEntrySchema = z.object({
  id: z.string(),
  from_status: z.enum(APPLICATION_STATUSES).nullable(),
  to_status: z.enum(APPLICATION_STATUSES),
  createdAt: timestamp,
  changed_by: z
    .object({ id: z.string(), first_name: z.string().nullable(), last_name: z.string().nullable() })
    .nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const applicationDetailSchema = applicationListItemSchema.extend({
  cover_letter: z.string().nullable(),
  /** The CV sent with the application (kept as it was sent); the file: GET /applications/{id}/cv. */
  cv: cvSummarySchema.nullable(),
  updatedAt: timestamp,
  candidate: candidateSummarySchema,
  job: z.object({
    id: z.string(),
    title: z.string(),
    internship_city: z.string().nullable(),
    internship_type: z.enum(INTERNSHIP_TYPES).nullable(),
    expiration_date: timestamp.nullable(),
    active_status: z.enum(ACTIVE_STATUSES),
  }),
  history: z
    .array(statusHistoryEntrySchema)
    .describe('Oldest first; the first entry is the application itself (from_status null → APPLIED).'),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** GET /applications/{id}. */
export const applicationDetailResponse = envelope(applicationDetailSchema);
export type ApplicationDetailResponse = z.infer<typeof applicationDetailResponse>;

/** POST /applications/apply/{id} (201). */
export const applyResponse = envelope(
  z.object({
    id: z.string(),
    internship_id: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: timestamp,
  }),
);
export type ApplyResponse = z.infer<typeof applyResponse>;

/** PUT /applications/{id}/status. */
export const updateStatusResponse = envelope(
  z.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), updatedAt: timestamp }),
);
export type UpdateStatusResponse = z.infer<typeof updateStatusResponse>;

import { z } from 'zod';
import {
  DAILY_APPLICATIONS_DEFAULT_DAYS,
  DAILY_APPLICATIONS_MAX_DAYS,
  MAX_PAGE_SIZE,
  MAX_TAGS_PER_LIST,
  SHORT_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants';
import { ACTIVE_STATUSES, INTERNSHIP_TYPES, toCode } from '../domain';
import type { MessageKey } from '../i18n';
import { type CompanyInfo, companyInfoSchema } from './company';
import { envelope, timestamp } from './envelope';
import { type Pagination, paginationSchema } from './pagination';
import { JOB_SORTS, sortParams } from './sort';
import { text } from './text';

/**
 * Post a Job (docs/product.md §2, §5, §7). The keys are declared in the order of the product's rules: zod
 * reports issues in key order, so `issues[0]` is the rule docs/product.md shows first, on the server
 * (400, first error only) and in the form (first error as a toast) alike.
 */

/** Salaries are whole AKZ; the bound keeps them inside the integer column. */
export const SALARY_MAX_AKZ = 1_000_000_000;
export const OPENINGS_MAX = 100_000;
/** Angola (WAT) has no daylight saving: a date-only expiry ends at 23:59:59.999 +01:00. */
export const EXPIRY_DAY_END_OFFSET = '+01:00';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' → the end of that day in Luanda; a full timestamp is kept as it is. */
export function expiryToIso(value: string): string | null {
  const text = DATE_ONLY.test(value) ? `${value}T23:59:59.999${EXPIRY_DAY_END_OFFSET}` : value;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  if (DATE_ONLY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value)
    return null;
  return new Date(time).toISOString();
}

const requiredText = (key: MessageKey, max = TEXT_MAX_LENGTH) =>
  text(key).trim().min(1, key).max(max, 'jobs.post.tooLong');

const tagList = (requiredKey: MessageKey, tooManyKey: MessageKey) =>
  z
    .array(text(requiredKey).trim().max(SHORT_TEXT_MAX_LENGTH, 'jobs.post.tooLong'), {
      error: requiredKey,
    })
    // Blank entries are ignored, as in the tag input (docs/product.md §5).
    .transform((list) => list.filter((tag) => tag !== ''))
    .pipe(z.array(text()).min(1, requiredKey).max(MAX_TAGS_PER_LIST, tooManyKey));

/** Form inputs arrive as text; an all-digits string is the number it spells. */
const numeric = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

const salary = (key: MessageKey) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? null : numeric(value)),
    z.number({ error: key }).int(key).min(0, key).max(SALARY_MAX_AKZ, key).nullable(),
  );

/** The expiration date as the form sends it: YYYY-MM-DD (end of that day in Luanda) or a full timestamp. */
const expirationDate = text('jobs.post.expirationRequired')
  .trim()
  .min(1, 'jobs.post.expirationRequired')
  .max(64, 'jobs.post.expirationRequired')
  .transform((value, ctx) => {
    const iso = expiryToIso(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: 'jobs.post.expirationRequired' });
      return z.NEVER;
    }
    return iso;
  });

const jobFields = z.object({
  title: requiredText('jobs.post.titleRequired', SHORT_TEXT_MAX_LENGTH),
  industry: requiredText('jobs.post.industryRequired', SHORT_TEXT_MAX_LENGTH),
  skills_required: tagList('jobs.post.skillsRequired', 'jobs.tags.tooManySkills'),
  experience: tagList('jobs.post.experienceRequired', 'jobs.tags.tooManyExperience'),
  education: tagList('jobs.post.educationRequired', 'jobs.tags.tooManyEducation'),
  // A legacy word ('Full-time', 'Remoto') from an older client is taken as its code.
  internship_type: z.preprocess(
    (v) => toCode(INTERNSHIP_TYPES, v),
    z.enum(INTERNSHIP_TYPES, { error: 'jobs.post.typeRequired' }),
  ),
  number_of_opening: z.preprocess(
    numeric,
    z
      .number({ error: 'jobs.post.openingsPositive' })
      .int('jobs.post.openingsPositive')
      .positive('jobs.post.openingsPositive')
      .max(OPENINGS_MAX, 'jobs.post.openingsPositive'),
  ),
  expiration_date: expirationDate,
  internship_city: requiredText('jobs.post.cityRequired', SHORT_TEXT_MAX_LENGTH),
  description: requiredText('jobs.post.descriptionRequired'),
  responsibilities: requiredText('jobs.post.responsibilitiesRequired'),
  min_salary: salary('jobs.post.minSalaryInvalid'),
  max_salary: salary('jobs.post.maxSalaryInvalid'),
  // Set by the client to the moment of posting; the server also checks it against its clock.
  posting_date: text('jobs.post.postingDateInvalid')
    .max(64, 'jobs.post.postingDateInvalid')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'jobs.post.postingDateInvalid')
    .transform((value) => new Date(value).toISOString())
    .optional(),
  /**
   * Issue 19: true saves the job as a DRAFT (members only, not open to candidates) instead of
   * posting it; the same rules apply, and 'Publish' (POST /internship/{id}/publish) posts it.
   * Ignored by PUT /internship/{id}: an edit keeps the job's status.
   */
  draft: z.boolean({ error: 'errors.invalidRequest' }).optional(),
});

// Object-level checks run only once every field is valid, so this stays the last rule.
const salaryRange = <T extends { min_salary: number | null; max_salary: number | null }>(b: T) =>
  b.min_salary === null || b.max_salary === null || b.min_salary <= b.max_salary;
const salaryRangeIssue = { message: 'jobs.post.salaryRange', path: ['min_salary'] };

export const postInternshipBody = jobFields.refine(salaryRange, salaryRangeIssue);
export type PostInternshipBody = z.input<typeof postInternshipBody>;
export type PostInternshipData = z.output<typeof postInternshipBody>;

/**
 * PUT /internship/{id}: the same body and rules as posting (issue 19). `posting_date` and
 * `draft` are accepted and ignored: an edit keeps when the job was posted and its status.
 */
export const editInternshipBody = postInternshipBody;
export type EditInternshipBody = z.input<typeof editInternshipBody>;

/** POST /internship/{id}/reopen: the new expiration date (not before today, as when posting). */
export const reopenInternshipBody = z.object({ expiration_date: expirationDate });
export type ReopenInternshipBody = z.input<typeof reopenInternshipBody>;

/** The fields an edit can change, as the job history names them (JOB_EDITED `details.fields`). */
export const EDITABLE_JOB_FIELDS = [
  'title',
  'industry',
  'skills_required',
  'experience',
  'education',
  'internship_type',
  'number_of_opening',
  'expiration_date',
  'internship_city',
  'description',
  'responsibilities',
  'min_salary',
  'max_salary',
] as const;
export type EditableJobField = (typeof EDITABLE_JOB_FIELDS)[number];

/**
 * True when a job's expiry (ISO, as the schema outputs it: a date-only value is already the end
 * of that day in Luanda) is before `now`: such a job would be posted already expired. The server
 * judges with its own clock; the form checks the same rule first with the device's.
 */
export function expiryIsPast(expiryIso: string, now: Date): boolean {
  return Date.parse(expiryIso) < now.getTime();
}

/** How far the client's posting_date may be from the server's clock (clock skew, time zones). */
export const POSTING_DATE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const positiveInt = z.preprocess(numeric, z.number().int().positive());

/** GET /internship/company: every job unless page/perPage are given. */
export const listCompanyInternshipsQuery = z.object({
  page: positiveInt.optional(),
  perPage: z.preprocess(numeric, z.number().int().positive().max(MAX_PAGE_SIZE)).optional(),
  ...sortParams(JOB_SORTS),
});
export type ListCompanyInternshipsQuery = z.input<typeof listCompanyInternshipsQuery>;

export const internshipIdParams = z.object({ id: z.uuid('jobs.notFound') });
export const companyIdParams = z.object({ id: z.uuid('jobs.companyNotFound') });

const dayCount = z.preprocess(numeric, z.number().int().min(1).max(DAILY_APPLICATIONS_MAX_DAYS));

/**
 * GET /internship/applications/count: the caller's total, or one job's (`internshipId`, owner
 * only). With `days` it also carries the per-day series, so the dashboard needs no extra call.
 */
export const applicationsCountQuery = z.object({
  internshipId: z.uuid('jobs.notFound').optional(),
  days: dayCount.optional(),
});

export const dailyApplicationsQuery = z.object({
  days: dayCount.default(DAILY_APPLICATIONS_DEFAULT_DAYS),
});

/** The public part of a company shown with a job (docs/product.md §3 company_info): the company info itself. */
export type JobCompanyInfo = CompanyInfo;

/** A job as the API shows it (docs/product.md §3 Internship/job). */
export const internshipSchema = z.object({
  id: z.string(),
  title: z.string(),
  industry: z.string().nullable(),
  skills_required: z.array(z.string()),
  experience: z.array(z.string()),
  education: z.array(z.string()),
  schedule: z.array(z.string()),
  min_salary: z.number().int().nullable(),
  max_salary: z.number().int().nullable(),
  internship_type: z.enum(INTERNSHIP_TYPES).nullable(),
  internship_city: z.string().nullable(),
  number_of_opening: z.number().int(),
  expiration_date: timestamp.nullable(),
  description: z.string().nullable(),
  responsibilities: z.string().nullable(),
  posting_date: timestamp,
  createdAt: timestamp,
  company_id: z.string(),
  /**
   * Computed: IN-ACTIVE once marked expired or once expiration_date has passed; DRAFT until
   * published (only the company's members ever see a draft).
   */
  active_status: z.enum(ACTIVE_STATUSES),
  applications_count: z
    .number()
    .int()
    .optional()
    .describe(
      "How many applied: the owner's business only. Present in the owner's own lists and views; " +
        'absent when anyone else (another employer, a candidate) reads the job.',
    ),
});
export type Internship = z.infer<typeof internshipSchema>;

export const internshipWithCompanySchema = internshipSchema.extend({ company_info: companyInfoSchema });
export type InternshipWithCompany = z.infer<typeof internshipWithCompanySchema>;

export type { Pagination };

/** POST /internship/post (201). */
export const postInternshipResponse = envelope(internshipSchema);
export type PostInternshipResponse = z.infer<typeof postInternshipResponse>;

/** GET /internship/company: pagination only when page/perPage were given. */
export const companyInternshipsResponse = envelope(
  z.object({ internships: z.array(internshipSchema), pagination: paginationSchema.optional() }),
);
export type CompanyInternshipsResponse = z.infer<typeof companyInternshipsResponse>;

export const countResponse = envelope(z.object({ count: z.number().int() }));
export type CountResponse = z.infer<typeof countResponse>;

export const jobSummarySchema = z.object({
  count: z.number().int(),
  /** Open: not marked expired and not past the expiration date. */
  active: z.number().int(),
  /** Marked expired or past their date (drafts are neither active nor in-active). */
  inactive: z.number().int(),
  /** Saved as drafts, not published (issue 19). */
  drafts: z.number().int(),
  /** Openings of the active jobs. */
  openings: z.number().int(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** GET /internship/count: data.count (docs/product.md §7) plus the dashboard's summary figures. */
export const jobCountResponse = envelope(jobSummarySchema);
export type JobCountResponse = z.infer<typeof jobCountResponse>;

const dailyCountsSchema = z
  .array(z.object({ date: z.string().meta({ format: 'date' }), count: z.number().int() }))
  .describe('One entry per day, oldest first, date as YYYY-MM-DD (Luanda days), zero days included.');

export const dailyApplicationsSchema = z.object({
  days: dailyCountsSchema,
  total: z.number().int(),
});
export type DailyApplications = z.infer<typeof dailyApplicationsSchema>;

/** GET /internship/applications/count: with `days`, the per-day series too. */
export const applicationsCountResponse = envelope(
  z.object({ count: z.number().int(), days: dailyCountsSchema.optional() }),
);
export type ApplicationsCountResponse = z.infer<typeof applicationsCountResponse>;

/** PATCH /internship/{id}/expire. */
export const expireInternshipResponse = envelope(
  z.object({ active_status: z.literal('IN-ACTIVE'), expiration_date: timestamp }),
);
export type ExpireInternshipResponse = z.infer<typeof expireInternshipResponse>;

/**
 * PUT /internship/{id}, POST /internship/{id}/publish and /reopen: the job as it is now;
 * POST /internship/{id}/duplicate (201): the new draft, the same shape.
 */
export const internshipChangeResponse = envelope(internshipSchema);
export type InternshipChangeResponse = z.infer<typeof internshipChangeResponse>;

/** One change of a job (its history, members only): who, when, what. */
export const jobHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum([
    'JOB_POSTED',
    'JOB_DRAFTED',
    'JOB_EDITED',
    'JOB_DUPLICATED',
    'JOB_PUBLISHED',
    'JOB_REOPENED',
    'JOB_EXPIRED',
  ]),
  actor: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('Who did it; null when their account no longer exists.'),
  /** JOB_EDITED: the fields changed, in the form's order. */
  fields: z.array(z.enum(EDITABLE_JOB_FIELDS)),
  created_at: timestamp,
});
export type JobHistoryEntry = z.infer<typeof jobHistoryEntrySchema>;

/** GET /internship/{id}/history: newest first, the company's members only. */
export const jobHistoryResponse = envelope(z.object({ entries: z.array(jobHistoryEntrySchema) }));
export type JobHistoryResponse = z.infer<typeof jobHistoryResponse>;

/** GET /internship/{id}. */
export const internshipResponse = envelope(internshipWithCompanySchema);
export type InternshipResponse = z.infer<typeof internshipResponse>;

export const dailyApplicationsResponse = envelope(dailyApplicationsSchema);
export type DailyApplicationsResponse = z.infer<typeof dailyApplicationsResponse>;

/** A company's public page: its information and its open jobs. */
export const companyDetailSchema = z.object({
  company: companyInfoSchema,
  internships: z.array(internshipSchema),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** GET /company/{id}. */
export const companyDetailResponse = envelope(companyDetailSchema);
export type CompanyDetailResponse = z.infer<typeof companyDetailResponse>;

import {
  EDITABLE_JOB_FIELDS,
  type EditableJobField,
  expiryIsPast,
  type Internship,
  type JobHistoryEntry,
  postInternshipBody,
  type InternshipWithCompany,
  POSTING_DATE_TOLERANCE_MS,
  type Pagination,
  type PostInternshipData,
  internshipSchema,
} from '@shared/api/internships';
import { buildPagination } from '@shared/api/pagination';
import { JOB_ASCENDING_SORTS, type JobSort, type SortOrder } from '@shared/api/sort';
import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import { isMessageKey } from '@shared/i18n';
import type { Clock } from '../../clock';
import { isNewestFirst, requestedSort } from '../../db/sort-order';
import { AppError, forbidden } from '../../http/app-error';
import type { CompanyMembership } from '../../http/auth-hooks';
import type { ActivityRecord } from '../company/activity-log';
import { luandaDate } from '../../lib/luanda-day';
import { toSearchText } from '../../lib/search-text';
import { type JobListCache, createJobListCache } from './job-list-cache';
import { effectiveStatus } from './active-status';
import type { InternshipInsert, InternshipRepository, InternshipRow, JobsSort } from './repository';
import { toCompanyInfo } from '../company/company-info';
import { toInternship } from './to-internship';

const DAY_MS = 86_400_000;

/** The whole job list, serialised: its validator and response bodies built from it once. */
export interface SerialisedJobList {
  etag: string;
  /** The body under `key` (e.g. language + encoding), made by `build` from the list's JSON on first use. */
  body(key: string, build: (internshipsJson: Buffer) => Buffer): Buffer;
}

const jobNotFound = () => new AppError(404, 'NOT_FOUND', 'jobs.notFound');
const expirationPast = () => new AppError(400, 'VALIDATION_ERROR', 'jobs.post.expirationPast');

/** The entries a job's history shows (issue 19), newest first. */
const HISTORY_ACTIONS = [
  'JOB_POSTED',
  'JOB_DRAFTED',
  'JOB_EDITED',
  'JOB_DUPLICATED',
  'JOB_PUBLISHED',
  'JOB_REOPENED',
  'JOB_EXPIRED',
] as const;
type JobAction = (typeof HISTORY_ACTIONS)[number] | 'JOB_DELETED';

/** The form's fields from a stored job, so a draft is checked by the posting rules on publishing. */
function toBody(row: InternshipRow): Record<string, unknown> {
  return {
    title: row.title,
    industry: row.industry ?? '',
    skills_required: row.skillsRequired,
    experience: row.experience,
    education: row.education,
    internship_type: row.internshipType ?? '',
    number_of_opening: row.numberOfOpening,
    expiration_date: row.expirationDate?.toISOString() ?? '',
    internship_city: row.internshipCity ?? '',
    description: row.description ?? '',
    responsibilities: row.responsibilities ?? '',
    min_salary: row.minSalary,
    max_salary: row.maxSalary,
  };
}

/** The columns of the editable fields, from a checked body. */
function toColumns(body: PostInternshipData) {
  return {
    title: body.title,
    searchTitle: toSearchText(body.title),
    industry: body.industry,
    skillsRequired: body.skills_required,
    experience: body.experience,
    education: body.education,
    internshipType: body.internship_type,
    numberOfOpening: body.number_of_opening,
    expirationDate: new Date(body.expiration_date),
    internshipCity: body.internship_city,
    description: body.description,
    responsibilities: body.responsibilities,
    minSalary: body.min_salary,
    maxSalary: body.max_salary,
  } satisfies Partial<InternshipInsert>;
}

/** Which of the editable fields differ between the stored job and the new values, in the form's order. */
function changedFields(row: InternshipRow, next: ReturnType<typeof toColumns>): EditableJobField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const pairs: Record<EditableJobField, [unknown, unknown]> = {
    title: [row.title, next.title],
    industry: [row.industry, next.industry],
    skills_required: [row.skillsRequired, next.skillsRequired],
    experience: [row.experience, next.experience],
    education: [row.education, next.education],
    internship_type: [row.internshipType, next.internshipType],
    number_of_opening: [row.numberOfOpening, next.numberOfOpening],
    expiration_date: [row.expirationDate?.getTime(), next.expirationDate.getTime()],
    internship_city: [row.internshipCity, next.internshipCity],
    description: [row.description, next.description],
    responsibilities: [row.responsibilities, next.responsibilities],
    min_salary: [row.minSalary, next.minSalary],
    max_salary: [row.maxSalary, next.maxSalary],
  };
  return EDITABLE_JOB_FIELDS.filter((field) => !same(...pairs[field]));
}

/** The jobs table's sort (issue 19): newest first unless the caller names a column. */
const jobsSort = (query: { sort?: JobSort; order?: SortOrder }): JobsSort =>
  requestedSort(query, JOB_ASCENDING_SORTS);

/** What every list answers for an employer who has no company yet: nothing, not an error. */
const EMPTY_SUMMARY = { count: 0, active: 0, inactive: 0, drafts: 0, openings: 0 };

export function createInternshipService(deps: {
  repo: InternshipRepository;
  clock: Clock;
  /** The company's activity log (company module), told of every post, expiry and deletion. */
  record: (entry: ActivityRecord) => Promise<void>;
  listCache?: JobListCache;
}) {
  const { repo, clock, record } = deps;
  const listCache = deps.listCache ?? createJobListCache();

  /** 404 for an unknown job, 403 for another company's; nothing is changed in either case. */
  async function assertOwner(internshipId: string, companyId: string | undefined) {
    const owner = await repo.findOwner(internshipId);
    if (!owner) throw jobNotFound();
    if (owner.companyId !== companyId) throw forbidden();
    return owner;
  }

  /** The company's log: which job (by its title then), by whom. */
  const recordJob = (
    companyId: string,
    actorId: string,
    action: JobAction,
    jobId: string | null,
    title: string,
    more: Record<string, string> = {},
  ) => record({ companyId, actorId, action, subjectId: jobId, details: { job: title, ...more } });

  /** The caller's company's job, or 404 (unknown) / 403 (another company's). */
  async function ownJob(internshipId: string, companyId: string | undefined) {
    const owner = await assertOwner(internshipId, companyId);
    const row = await repo.findRow(internshipId, owner.companyId);
    if (!row) throw jobNotFound();
    return row;
  }

  /** Saves `values` to the company's job and logs `action` on it; the job as saved (404: gone meanwhile). */
  async function saveJob(
    job: { internshipId: string; companyId: string; actorId: string; now: Date },
    action: JobAction,
    values: Partial<InternshipInsert>,
    more?: Record<string, string>,
  ): Promise<Internship> {
    const updated = await repo.update(job.internshipId, job.companyId, values);
    if (!updated) throw jobNotFound();
    await recordJob(job.companyId, job.actorId, action, job.internshipId, updated.title, more);
    return toInternship(updated, updated.applicationsCount, job.now);
  }

  return {
    async post(
      actorId: string,
      company: CompanyMembership | null,
      body: PostInternshipData,
    ): Promise<Internship> {
      const now = clock.now();
      const postingDate = body.posting_date ? new Date(body.posting_date) : now;
      // The client stamps the moment of posting; a date far from ours is a broken or forged clock.
      if (Math.abs(postingDate.getTime() - now.getTime()) > POSTING_DATE_TOLERANCE_MS) {
        throw new AppError(400, 'VALIDATION_ERROR', 'jobs.post.postingDateInvalid');
      }
      // A job that would be posted already expired is a slip (docs/product.md §5).
      if (body.expiration_date && expiryIsPast(body.expiration_date, now)) {
        throw new AppError(400, 'VALIDATION_ERROR', 'jobs.post.expirationPast');
      }
      if (!company) throw new AppError(409, 'CONFLICT', 'jobs.post.noCompany');
      const row = await repo.insert({
        companyId: company.id,
        postedBy: actorId,
        ...toColumns(body),
        postingDate,
        // A draft (issue 19) is the company's only until it is published.
        activeStatus: body.draft ? 'DRAFT' : 'ACTIVE',
      });
      await recordJob(company.id, actorId, body.draft ? 'JOB_DRAFTED' : 'JOB_POSTED', row.id, row.title);
      return toInternship(row, 0, now);
    },

    /**
     * PUT /internship/{id} (issue 19): the posting rules, applicants and status kept. A changed
     * expiration date may not be before today; a job that is closed stays closed (Reopen opens
     * it). The change is logged with the names of the fields that changed (none: nothing logged).
     */
    async edit(
      internshipId: string,
      actorId: string,
      companyId: string | undefined,
      body: PostInternshipData,
    ): Promise<Internship> {
      const row = await ownJob(internshipId, companyId);
      const now = clock.now();
      const next = toColumns(body);
      // The form shows the day; the same day sent back keeps the stored moment as it is.
      if (row.expirationDate && luandaDate(row.expirationDate) === luandaDate(next.expirationDate)) {
        next.expirationDate = row.expirationDate;
      } else if (expiryIsPast(body.expiration_date, now)) {
        throw expirationPast();
      }
      const status = effectiveStatus(row.activeStatus, row.expirationDate, now);
      const fields = changedFields(row, next);
      if (fields.length === 0) return toInternship(row, row.applicationsCount, now);
      return saveJob(
        { internshipId, companyId: row.companyId, actorId, now },
        'JOB_EDITED',
        // Closed by its date, it stays closed though the new date is later.
        { ...next, activeStatus: status === 'IN-ACTIVE' ? 'IN-ACTIVE' : row.activeStatus },
        { fields: fields.join(',') },
      );
    },

    /** POST /internship/{id}/duplicate: a new DRAFT with the same fields (title as is), no applicants. */
    async duplicate(
      internshipId: string,
      actorId: string,
      companyId: string | undefined,
    ): Promise<Internship> {
      const source = await ownJob(internshipId, companyId);
      const now = clock.now();
      const row = await repo.insert({
        companyId: source.companyId,
        postedBy: actorId,
        title: source.title,
        searchTitle: source.searchTitle,
        industry: source.industry,
        skillsRequired: source.skillsRequired,
        experience: source.experience,
        education: source.education,
        schedule: source.schedule,
        internshipType: source.internshipType,
        numberOfOpening: source.numberOfOpening,
        expirationDate: source.expirationDate,
        internshipCity: source.internshipCity,
        description: source.description,
        responsibilities: source.responsibilities,
        minSalary: source.minSalary,
        maxSalary: source.maxSalary,
        postingDate: now,
        activeStatus: 'DRAFT',
      });
      await recordJob(source.companyId, actorId, 'JOB_DUPLICATED', row.id, row.title, {
        source: internshipId,
      });
      return toInternship(row, 0, now);
    },

    /** POST /internship/{id}/publish: a draft becomes ACTIVE, checked by the posting rules; posted now. */
    async publish(internshipId: string, actorId: string, companyId: string | undefined): Promise<Internship> {
      const row = await ownJob(internshipId, companyId);
      if (row.activeStatus !== 'DRAFT') throw new AppError(409, 'CONFLICT', 'jobs.publish.notDraft');
      const checked = postInternshipBody.safeParse(toBody(row));
      if (!checked.success) {
        const key = checked.error.issues[0]?.message ?? '';
        throw new AppError(400, 'VALIDATION_ERROR', isMessageKey(key) ? key : 'errors.invalidRequest');
      }
      const now = clock.now();
      if (expiryIsPast(checked.data.expiration_date, now)) throw expirationPast();
      return saveJob({ internshipId, companyId: row.companyId, actorId, now }, 'JOB_PUBLISHED', {
        activeStatus: 'ACTIVE',
        postingDate: now,
      });
    },

    /** POST /internship/{id}/reopen: an IN-ACTIVE job open again until the new date (not before today). */
    async reopen(
      internshipId: string,
      actorId: string,
      companyId: string | undefined,
      expirationIso: string,
    ): Promise<Internship> {
      const row = await ownJob(internshipId, companyId);
      const now = clock.now();
      if (effectiveStatus(row.activeStatus, row.expirationDate, now) !== 'IN-ACTIVE') {
        throw new AppError(409, 'CONFLICT', 'jobs.reopen.notClosed');
      }
      if (expiryIsPast(expirationIso, now)) throw expirationPast();
      return saveJob({ internshipId, companyId: row.companyId, actorId, now }, 'JOB_REOPENED', {
        activeStatus: 'ACTIVE',
        expirationDate: new Date(expirationIso),
      });
    },

    /** GET /internship/{id}/history: the job's own log entries, newest first (members only). */
    async history(internshipId: string, companyId: string | undefined): Promise<JobHistoryEntry[]> {
      const owner = await assertOwner(internshipId, companyId);
      const rows = await repo.history(internshipId, owner.companyId, HISTORY_ACTIONS);
      return rows.map(({ entry, actorName, actorExists }) => ({
        id: entry.id,
        action: entry.action as JobHistoryEntry['action'],
        actor: actorExists && entry.actorId ? { id: entry.actorId, name: actorName } : null,
        fields: (entry.details.fields ?? '')
          .split(',')
          .filter((f): f is EditableJobField => (EDITABLE_JOB_FIELDS as readonly string[]).includes(f)),
        created_at: entry.createdAt.toISOString(),
      }));
    },

    /**
     * Every job of the caller, newest first, already serialised: the unpaged list is the big
     * one (the whole jobs table), so it is built once per change and kept (see job-list-cache).
     * The version is read before the rows, so an entry is never older than its version.
     */
    async listAllSerialised(
      companyId: string | undefined,
      sorting: { sort?: JobSort; order?: SortOrder } = {},
    ): Promise<SerialisedJobList> {
      const sorted = jobsSort(sorting);
      // An employer without a company has no jobs: one shared empty entry under a key no company
      // has. Each sort is its own entry (issue 19); the default keeps the plain company key.
      const key = `${companyId ?? 'no-company'}${isNewestFirst(sorted) ? '' : ` ${sorted.sort} ${sorted.order}`}`;
      const version = companyId ? await repo.jobsVersion(companyId) : 0;
      const now = clock.now();
      let entry = listCache.get(key, version, now.getTime());
      if (!entry) {
        const rows = companyId ? await repo.listByCompany(companyId, undefined, sorted) : [];
        const internships = rows.map((r) => toInternship(r, r.applicationsCount, now));
        let validUntil = Number.POSITIVE_INFINITY;
        for (const row of rows) {
          const expiry = row.expirationDate?.getTime();
          if (row.activeStatus === 'ACTIVE' && expiry !== undefined && expiry > now.getTime()) {
            validUntil = Math.min(validUntil, expiry);
          }
        }
        // Encoded through the job schema like every other answer (the route sends these bytes as
        // they are): only declared fields are kept.
        const json = JSON.stringify(internshipSchema.array().encode(internships));
        entry = listCache.set(key, version, validUntil, json);
      }
      const kept = entry;
      return {
        etag: kept.etag,
        body: (bodyKey, build) => listCache.body(key, kept, bodyKey, build),
      };
    },

    /** One page of the caller's jobs, newest first (the unpaged list is listAllSerialised). */
    async listPage(
      companyId: string | undefined,
      query: { page?: number; perPage?: number; sort?: JobSort; order?: SortOrder },
    ): Promise<{ internships: Internship[]; pagination: Pagination }> {
      const now = clock.now();
      const page = query.page ?? 1;
      const pageLimit = query.perPage ?? CANDIDATE_PAGE_SIZE;
      const [rows, totalItems] = companyId
        ? await Promise.all([
            repo.listByCompany(
              companyId,
              { limit: pageLimit, offset: (page - 1) * pageLimit },
              jobsSort(query),
            ),
            repo.countByCompany(companyId),
          ])
        : [[], 0];
      return {
        internships: rows.map((r) => toInternship(r, r.applicationsCount, now)),
        pagination: buildPagination(page, pageLimit, totalItems),
      };
    },

    summary: async (companyId: string | undefined) =>
      companyId ? repo.summaryByCompany(companyId, clock.now()) : EMPTY_SUMMARY,

    async countApplications(companyId: string | undefined, internshipId?: string): Promise<number> {
      if (internshipId) {
        await assertOwner(internshipId, companyId);
        return repo.countApplicationsOf(internshipId);
      }
      return companyId ? repo.countApplicationsByCompany(companyId) : 0;
    },

    /** Applications per day over the last `days` days (today included), oldest first, zeros kept. */
    async dailyApplications(companyId: string | undefined, days: number) {
      // Luanda days, as the rollup's triggers count them (Angola keeps UTC+1 all year).
      const firstDay = new Date(Date.parse(luandaDate(clock.now())) - (days - 1) * DAY_MS);
      const rows = companyId
        ? await repo.dailyApplications(companyId, firstDay.toISOString().slice(0, 10))
        : [];
      const byDay = new Map(rows.map((r) => [r.day, Number(r.count)]));
      const list = Array.from({ length: days }, (_, i) => {
        const date = new Date(firstDay.getTime() + i * DAY_MS).toISOString().slice(0, 10);
        return { date, count: byDay.get(date) ?? 0 };
      });
      return { days: list, total: list.reduce((sum, d) => sum + d.count, 0) };
    },

    /** Any signed-in reader; the applicant count only for members of the job's company. */
    async detail(internshipId: string, readerCompanyId: string | undefined): Promise<InternshipWithCompany> {
      const found = await repo.findWithCompany(internshipId);
      if (!found) throw jobNotFound();
      // A draft does not exist for anyone outside its company (issue 19).
      if (found.internship.activeStatus === 'DRAFT' && found.internship.companyId !== readerCompanyId) {
        throw jobNotFound();
      }
      const count =
        found.internship.companyId === readerCompanyId ? found.internship.applicationsCount : null;
      return {
        ...toInternship(found.internship, count, clock.now()),
        company_info: toCompanyInfo(found.company),
      };
    },

    async expire(internshipId: string, actorId: string, companyId: string | undefined) {
      const owner = await assertOwner(internshipId, companyId);
      const row = await repo.expire(internshipId, owner.companyId, clock.now());
      if (!row?.expirationDate) throw jobNotFound();
      await recordJob(owner.companyId, actorId, 'JOB_EXPIRED', internshipId, owner.title);
      return { active_status: 'IN-ACTIVE' as const, expiration_date: row.expirationDate.toISOString() };
    },

    async remove(internshipId: string, actorId: string, companyId: string | undefined): Promise<void> {
      const owner = await assertOwner(internshipId, companyId);
      if (!(await repo.delete(internshipId, owner.companyId))) throw jobNotFound();
      await recordJob(owner.companyId, actorId, 'JOB_DELETED', null, owner.title);
    },

    /**
     * A company's open jobs, newest first, for its public page (GET /company/:id, served by the
     * company module). Applicant counts only when the reader is a member of the company.
     */
    async activeJobsOfCompany(companyId: string, readerIsOwner: boolean): Promise<Internship[]> {
      const now = clock.now();
      const rows = await repo.listActiveByCompany(companyId, now);
      return rows.map((r) => toInternship(r, readerIsOwner ? r.applicationsCount : null, now));
    },
  };
}

export type InternshipService = ReturnType<typeof createInternshipService>;

import { type CompanyAction, type CompanyRole, can } from '@shared/team/permissions';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  applicationCvs,
  applicationNotes,
  applicationRatings,
  applications,
  blogs,
  companies,
  companyActivity,
  companyInvitations,
  companyMembers,
  internships,
  messageTemplates,
  interviewInterviewers,
  interviews,
  paymentOrders,
} from '../../src/db/schema';
import { createCvStore } from '../../src/modules/uploads';
import { sampleCv } from '../../src/seed/sample-cv';
import { wallClock } from '@shared/time/zoned';
import { type TestApp, testApp, uniqueEmail } from '../helper';
import { form } from '../profile/support';
import {
  MEMBER_ROLES,
  type Person,
  type Team,
  insertApplication,
  insertInvitation,
  insertJob,
  member,
  person,
  removeThroughApi,
  roleOf,
  signIn,
  team,
} from './fixtures';

/**
 * The role × action matrix (issue 18): every company-scoped route, called by every role of the
 * company, a member of another company, a removed member (signed in again, and with the token
 * they had), an employer without a company and a candidate. Expectations come from ROLE_ACTIONS
 * (src/shared/team/permissions.ts) and from each route's kind, never per route by hand; after
 * every refused (or foreign) write a follow-up read proves the company's data did not change.
 */

const OUTSIDERS = ['OTHER_COMPANY', 'REMOVED', 'NO_COMPANY', 'CANDIDATE'] as const;
type Outsider = (typeof OUTSIDERS)[number];
type Caller = CompanyRole | Outsider | 'REMOVED_OLD_TOKEN';
const CALLERS: readonly Caller[] = [...MEMBER_ROLES, ...OUTSIDERS, 'REMOVED_OLD_TOKEN'];

interface World {
  t: TestApp;
  team: Team;
  callers: Record<Caller, Person>;
  /** The company's job with one application, an invitation and an activity entry. */
  jobId: string;
  applicationId: string;
  invitationEmail: string;
  activityId: string;
  /** A scheduled interview of that application, two days ahead (issue 19). */
  interviewId: string;
}

/**
 * How a route is guarded:
 * - `company`: requireCompanyAction(action) — employers only; without a company they get their
 *   own (empty) view unless `companyRequired`.
 * - `billing`: any signed-in user; a company member needs the action (payments are per account).
 * - `signed-in`: anyone signed in; `action` decides whether the company's private figures show.
 * - `candidate`: candidates only.
 */
type Guard = 'company' | 'billing' | 'signed-in' | 'candidate';

interface Row {
  /** Tells two rows of one route apart in the test's name. */
  variant?: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as the route table names it. */
  route: string;
  action: CompanyAction;
  guard: Guard;
  /** `resource`: names one thing of the company (a job, a member…); `collection`: the caller's own. */
  target: 'resource' | 'collection';
  companyRequired?: boolean;
  /** An employer without a company is refused (e.g. posting a job: 409) rather than shown their own. */
  needsCompany?: boolean;
  write: boolean;
  /** Per call: makes the thing it acts on (a fresh job, member, invitation…). */
  prepare?: (w: World, caller: Person) => Promise<string>;
  request: (w: World, subject: string) => { url: string; payload?: unknown; form?: FormData };
  /** Reads: whether the answer shows this company's data (members) or not (everyone else). */
  showsCompany?: (response: LightMyRequestResponse, w: World) => boolean;
  /** Writes: the company's state the call would change, read after it. */
  state?: (w: World, subject: string) => Promise<unknown>;
  /** After an allowed write that would disturb the next callers (ownership): put things back. */
  undo?: (w: World, subject: string) => Promise<void>;
}

type Outcome = 'allowed' | 'refused' | 'own';

/** The expectation, derived from ROLE_ACTIONS and the route's kind. */
function expected(row: Row, caller: Caller): Outcome | 'unauthorised' {
  if (caller === 'REMOVED_OLD_TOKEN') return 'unauthorised';
  if ((MEMBER_ROLES as readonly string[]).includes(caller)) {
    const allowed = can(caller as CompanyRole, row.action);
    if (row.guard === 'candidate') return 'refused';
    // Anyone signed in reads these; the action only decides what they see.
    if (row.guard === 'signed-in') return allowed ? 'allowed' : 'own';
    return allowed ? 'allowed' : 'refused';
  }
  if (row.guard === 'candidate') return caller === 'CANDIDATE' ? 'allowed' : 'refused';
  if (row.guard === 'billing' || row.guard === 'signed-in') return 'own';
  if (caller === 'CANDIDATE') return 'refused';
  if (row.target === 'resource') return 'refused';
  const companyless = caller === 'NO_COMPANY' || caller === 'REMOVED';
  if (companyless && (row.companyRequired || row.needsCompany)) return 'refused';
  return 'own';
}

const bodyHas = (text: string) => (r: LightMyRequestResponse) => r.body.includes(text);
const countIn = (r: LightMyRequestResponse) => (r.json() as { data: { count: number } }).data.count;

async function jobState(w: World, id: string) {
  const [row] = await w.t.database.db
    .select({ status: internships.activeStatus, expires: internships.expirationDate })
    .from(internships)
    .where(eq(internships.id, id));
  return row ?? 'deleted';
}

async function companyJobs(w: World) {
  const [row] = await w.t.database.db
    .select({ n: count() })
    .from(internships)
    .where(eq(internships.companyId, w.team.companyId));
  return row?.n;
}

async function invitationState(w: World, id: string) {
  const [row] = await w.t.database.db
    .select({ hash: companyInvitations.tokenHash, revoked: companyInvitations.revokedAt })
    .from(companyInvitations)
    .where(eq(companyInvitations.id, id));
  return row;
}

/** A note on the application written straight to the table, by `authorId`; its id. */
async function noteOn(w: World, applicationId: string, authorId: string): Promise<string> {
  const [row] = await w.t.database.db
    .insert(applicationNotes)
    .values({ applicationId, companyId: w.team.companyId, authorId, body: 'Matrix note' })
    .returning({ id: applicationNotes.id });
  if (!row) throw new Error('note insert failed');
  return row.id;
}

const notesOf = (w: World, applicationId: string) =>
  w.t.database.db
    .select({ id: applicationNotes.id, body: applicationNotes.body })
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(applicationNotes.id);

const ratingsOf = (w: World, applicationId: string) =>
  w.t.database.db
    .select({ member: applicationRatings.memberId, score: applicationRatings.score })
    .from(applicationRatings)
    .where(eq(applicationRatings.applicationId, applicationId))
    .orderBy(applicationRatings.memberId);

const freshJob = (w: World) =>
  insertJob(w.t, w.team.companyId, w.team.members.OWNER.id, `${w.team.marker} job`);
/** A job with every field the posting rules need, in the given state (publish, reopen). */
const completeJob = (w: World, activeStatus: 'DRAFT' | 'IN-ACTIVE') =>
  insertJob(w.t, w.team.companyId, w.team.members.OWNER.id, `${w.team.marker} ${activeStatus}`, {
    activeStatus,
    industry: 'Technology',
    skillsRequired: ['SQL'],
    experience: ['Estágio'],
    education: ['Licenciatura'],
    internshipType: 'FULL_TIME',
    internshipCity: 'Luanda',
    description: 'Desenvolver.',
    responsibilities: 'Testar.',
  });

async function jobContent(w: World, id: string) {
  const [row] = await w.t.database.db
    .select({ title: internships.title, expires: internships.expirationDate })
    .from(internships)
    .where(eq(internships.id, id));
  return row ?? 'deleted';
}

/** An application of the company's job that carries a CV (the file written by the real store). */
async function insertApplicationWithCv(w: World) {
  const made = await insertApplication(w.t, w.jobId);
  const file = await createCvStore(w.t.config.dataDir).save(await sampleCv({ name: 'Matrix' }));
  await w.t.database.db.insert(applicationCvs).values({
    applicationId: made.applicationId,
    storedName: file.name,
    fileName: 'cv.pdf',
    sizeBytes: file.size,
  });
  return made;
}

async function applicationState(w: World, id: string) {
  const rows = await w.t.database.db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(eq(applications.internshipId, w.jobId));
  return { subject: rows.find((r) => r.id === id)?.status, all: rows.map((r) => r.status).sort() };
}

const templateBody = (name: string) => ({
  name,
  language: 'en' as const,
  subject: 'Hi',
  body: 'Hello {{candidate_first_name}}',
});

/** A template only this company has (its name carries the marker). */
async function companyTemplate(w: World): Promise<string> {
  const [row] = await w.t.database.db
    .insert(messageTemplates)
    .values({ companyId: w.team.companyId, ...templateBody(`${w.team.marker} tpl`) })
    .returning({ id: messageTemplates.id });
  if (!row) throw new Error('template insert failed');
  return row.id;
}

async function companyTemplates(w: World) {
  return w.t.database.db
    .select({ id: messageTemplates.id, name: messageTemplates.name })
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, w.team.companyId))
    .orderBy(messageTemplates.id);
}

/** A scheduled interview of the world's application, written straight to the tables. */
async function insertInterview(t: TestApp, companyId: string, applicationId: string, interviewer: string) {
  const id = crypto.randomUUID();
  await t.database.db.insert(interviews).values({
    id,
    uid: `interview-${id}@conexao`,
    companyId,
    applicationId,
    startsAt: new Date(t.clock.now().getTime() + 2 * 86_400_000),
    durationMinutes: 30,
    location: 'Luanda',
  });
  await t.database.db.insert(interviewInterviewers).values({ interviewId: id, userId: interviewer });
  return id;
}

const freshInterview = (w: World) =>
  insertInterview(w.t, w.team.companyId, w.applicationId, w.team.members.OWNER.id);

async function interviewState(w: World, id: string) {
  const [row] = await w.t.database.db
    .select({ status: interviews.status, sequence: interviews.sequence, startsAt: interviews.startsAt })
    .from(interviews)
    .where(eq(interviews.id, id));
  return row;
}

function interviewPayload(w: World) {
  return {
    date: wallClock(new Date(w.t.clock.now().getTime() + 3 * 86_400_000), 'Africa/Luanda').date,
    time: '11:00',
    duration_minutes: 30,
    location: 'Sala 2',
    interviewer_ids: [w.team.members.OWNER.id],
  };
}

const freshMember = async (w: World) => (await member(w.t, w.team.companyId, 'VIEWER')).id;
const freshInvitation = async (w: World) =>
  (await insertInvitation(w.t, w.team.companyId, w.team.members.OWNER.id)).id;

export const ROWS: Row[] = [
  // Jobs (/internship)
  {
    method: 'POST',
    route: '/internship/post',
    action: 'jobs.write',
    guard: 'company',
    target: 'collection',
    needsCompany: true,
    write: true,
    request: (w) => ({ url: '/internship/post', payload: validJob(w.t, `${w.team.marker} posted`) }),
    state: companyJobs,
  },
  {
    method: 'GET',
    route: '/internship/company',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    request: () => ({ url: '/internship/company' }),
    showsCompany: (r, w) => bodyHas(w.jobId)(r),
  },
  {
    method: 'GET',
    route: '/internship/company',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    variant: 'paged',
    request: () => ({ url: '/internship/company?page=1&perPage=50' }),
    showsCompany: (r, w) => bodyHas(w.jobId)(r),
  },
  {
    method: 'GET',
    route: '/internship/count',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    request: () => ({ url: '/internship/count' }),
    showsCompany: (r) => countIn(r) > 0,
  },
  {
    method: 'GET',
    route: '/internship/applications/count',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    variant: 'total and series',
    request: () => ({ url: '/internship/applications/count?days=7' }),
    showsCompany: (r) => countIn(r) > 0,
  },
  {
    method: 'GET',
    route: '/internship/applications/count',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    variant: 'one job',
    request: (w) => ({ url: `/internship/applications/count?internshipId=${w.jobId}` }),
    showsCompany: (r) => countIn(r) > 0,
  },
  {
    method: 'GET',
    route: '/internship/applications/daily',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    request: () => ({ url: '/internship/applications/daily?days=7' }),
    showsCompany: (r) => (r.json() as { data: { total: number } }).data.total > 0,
  },
  {
    method: 'PATCH',
    route: '/internship/:id/expire',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: freshJob,
    request: (_w, id) => ({ url: `/internship/${id}/expire` }),
    state: jobState,
  },
  {
    method: 'DELETE',
    route: '/internship/:id',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: freshJob,
    request: (_w, id) => ({ url: `/internship/${id}` }),
    state: jobState,
  },
  // Issue 19: edit, copy into a draft, publish a draft, reopen a closed job, a job's history.
  {
    method: 'PUT',
    route: '/internship/:id',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: freshJob,
    request: (w, id) => ({ url: `/internship/${id}`, payload: validJob(w.t, `${w.team.marker} edited`) }),
    state: jobContent,
  },
  {
    method: 'POST',
    route: '/internship/:id/duplicate',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    request: (w) => ({ url: `/internship/${w.jobId}/duplicate` }),
    state: companyJobs,
  },
  {
    method: 'POST',
    route: '/internship/:id/publish',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: (w) => completeJob(w, 'DRAFT'),
    request: (_w, id) => ({ url: `/internship/${id}/publish` }),
    state: jobState,
  },
  {
    method: 'POST',
    route: '/internship/:id/reopen',
    action: 'jobs.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: (w) => completeJob(w, 'IN-ACTIVE'),
    request: (w, id) => ({
      url: `/internship/${id}/reopen`,
      payload: { expiration_date: validJob(w.t, '').expiration_date },
    }),
    state: jobState,
  },
  {
    method: 'GET',
    route: '/internship/:id/history',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    request: (w) => ({ url: `/internship/${w.jobId}/history` }),
    showsCompany: (r) => Array.isArray((r.json() as { data?: { entries?: unknown } }).data?.entries),
  },
  {
    // Anyone reads a job; only the company's members see how many applied.
    method: 'GET',
    route: '/internship/:id',
    action: 'jobs.read',
    guard: 'signed-in',
    target: 'resource',
    write: false,
    request: (w) => ({ url: `/internship/${w.jobId}` }),
    showsCompany: (r) => 'applications_count' in (r.json() as { data: object }).data,
  },
  // Applications
  {
    method: 'GET',
    route: '/applications/',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    request: () => ({ url: '/applications' }),
    showsCompany: (r, w) => bodyHas(w.applicationId)(r),
  },
  {
    method: 'GET',
    route: '/applications/export.csv',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    write: false,
    request: () => ({ url: '/applications/export.csv' }),
    // The candidate's surname is the company's marker.
    showsCompany: (r, w) => bodyHas(w.team.marker)(r),
  },
  {
    variant: "one job's",
    method: 'GET',
    route: '/applications/export.csv',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    request: (w) => ({ url: `/applications/export.csv?internshipId=${w.jobId}` }),
    showsCompany: (r, w) => bodyHas(w.team.marker)(r),
  },
  {
    method: 'GET',
    route: '/applications/:id',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    request: (w) => ({ url: `/applications/${w.applicationId}` }),
    showsCompany: (r, w) => bodyHas(w.applicationId)(r),
  },
  // Notes and ratings (issue 19): read with jobs.read, written with notes.write.
  {
    method: 'GET',
    route: '/applications/:id/notes',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    prepare: async (w) => noteOn(w, w.applicationId, w.team.members.OWNER.id),
    request: (w) => ({ url: `/applications/${w.applicationId}/notes` }),
    showsCompany: bodyHas('Matrix note'),
  },
  {
    method: 'POST',
    route: '/applications/:id/notes',
    action: 'notes.write',
    guard: 'company',
    target: 'resource',
    write: true,
    request: (w) => ({ url: `/applications/${w.applicationId}/notes`, payload: { body: 'A new note' } }),
    state: async (w) => notesOf(w, w.applicationId),
  },
  {
    method: 'PUT',
    route: '/applications/:id/notes/:noteId',
    action: 'notes.write',
    guard: 'company',
    target: 'resource',
    write: true,
    // The caller's own note: only the role (and the company) decide.
    prepare: async (w, caller) => noteOn(w, w.applicationId, caller.id),
    request: (w, id) => ({
      url: `/applications/${w.applicationId}/notes/${id}`,
      payload: { body: 'Changed' },
    }),
    state: async (w) => notesOf(w, w.applicationId),
  },
  {
    method: 'DELETE',
    route: '/applications/:id/notes/:noteId',
    action: 'notes.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: async (w, caller) => noteOn(w, w.applicationId, caller.id),
    request: (w, id) => ({ url: `/applications/${w.applicationId}/notes/${id}` }),
    state: async (w) => notesOf(w, w.applicationId),
  },
  {
    method: 'PUT',
    route: '/applications/:id/rating',
    action: 'notes.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: async (w) => (await insertApplication(w.t, w.jobId)).applicationId,
    request: (_w, id) => ({ url: `/applications/${id}/rating`, payload: { score: 4 } }),
    state: async (w, id) => ratingsOf(w, id),
  },
  {
    method: 'DELETE',
    route: '/applications/:id/rating',
    action: 'notes.write',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: async (w, caller) => {
      const { applicationId } = await insertApplication(w.t, w.jobId);
      await w.t.database.db
        .insert(applicationRatings)
        .values({ applicationId, memberId: caller.id, companyId: w.team.companyId, score: 2 });
      return applicationId;
    },
    request: (_w, id) => ({ url: `/applications/${id}/rating` }),
    state: async (w, id) => ratingsOf(w, id),
  },
  {
    method: 'GET',
    route: '/applications/:id/cv',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    write: false,
    // Issue 19: an application sent with a CV; members read the PDF, everyone else gets a 404.
    prepare: async (w) => (await insertApplicationWithCv(w)).applicationId,
    request: (_w, id) => ({ url: `/applications/${id}/cv` }),
    showsCompany: (r) => r.headers['content-type'] === 'application/pdf',
  },
  {
    method: 'PUT',
    route: '/applications/:id/status',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: async (w) => (await insertApplication(w.t, w.jobId)).applicationId,
    request: (_w, id) => ({ url: `/applications/${id}/status`, payload: { status: 'SHORTLISTED' } }),
    state: async (w, id) =>
      (
        await w.t.database.db
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.id, id))
      )[0],
  },
  {
    method: 'POST',
    route: '/applications/apply/:id',
    action: 'jobs.read',
    guard: 'candidate',
    target: 'resource',
    write: true,
    request: (w) => ({ url: `/applications/apply/${w.jobId}` }),
    state: async (w) =>
      (
        await w.t.database.db
          .select({ n: count() })
          .from(applications)
          .where(eq(applications.internshipId, w.jobId))
      )[0],
  },
  // Issue 19: bulk moves and their undo.
  {
    method: 'POST',
    route: '/applications/status',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    write: true,
    variant: 'by ids',
    prepare: async (w) => (await insertApplication(w.t, w.jobId)).applicationId,
    request: (_w, id) => ({ url: '/applications/status', payload: { ids: [id], status: 'SHORTLISTED' } }),
    state: applicationState,
  },
  {
    method: 'POST',
    route: '/applications/status',
    action: 'applications.move',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: true,
    variant: 'by filter',
    prepare: async (w) => (await insertApplication(w.t, w.jobId)).applicationId,
    request: (w) => ({
      url: '/applications/status',
      payload: { filter: { internshipId: w.jobId, status: 'APPLIED' }, status: 'SHORTLISTED' },
    }),
    state: applicationState,
  },
  {
    method: 'POST',
    route: '/applications/status/undo',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: async (w) => {
      const { applicationId } = await insertApplication(w.t, w.jobId);
      await w.t.database.db
        .update(applications)
        .set({ status: 'SHORTLISTED' })
        .where(eq(applications.id, applicationId));
      return applicationId;
    },
    request: (_w, id) => ({
      url: '/applications/status/undo',
      payload: { status: 'SHORTLISTED', items: [{ id, from: 'APPLIED' }] },
    }),
    state: applicationState,
  },
  // Interviews (issue 19): scheduling needs applications.move; every member reads them.
  {
    method: 'POST',
    route: '/applications/:id/interviews',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    request: (w) => ({ url: `/applications/${w.applicationId}/interviews`, payload: interviewPayload(w) }),
    state: async (w) =>
      (
        await w.t.database.db
          .select({ n: count() })
          .from(interviews)
          .where(eq(interviews.applicationId, w.applicationId))
      )[0],
  },
  {
    method: 'GET',
    route: '/applications/:id/interviews',
    action: 'jobs.read',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: false,
    request: (w) => ({ url: `/applications/${w.applicationId}/interviews` }),
    showsCompany: (r, w) => bodyHas(w.interviewId)(r),
  },
  {
    method: 'GET',
    route: '/interviews/',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: false,
    request: (w) => {
      const day = (offset: number) =>
        wallClock(new Date(w.t.clock.now().getTime() + offset * 86_400_000), 'Africa/Luanda').date;
      return { url: `/interviews?from=${day(0)}&to=${day(7)}` };
    },
    showsCompany: (r, w) => bodyHas(w.interviewId)(r),
  },
  {
    method: 'PUT',
    route: '/interviews/:id',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshInterview,
    request: (w, id) => ({ url: `/interviews/${id}`, payload: interviewPayload(w) }),
    state: interviewState,
  },
  {
    method: 'DELETE',
    route: '/interviews/:id',
    action: 'applications.move',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshInterview,
    request: (_w, id) => ({ url: `/interviews/${id}` }),
    state: interviewState,
  },
  // Company
  {
    method: 'POST',
    route: '/company/add-info',
    action: 'company.edit',
    guard: 'company',
    target: 'collection',
    write: true,
    request: (w) => ({
      url: '/company/add-info',
      form: form({
        company_name: `${w.team.marker} renamed ${uniqueEmail('x')}`,
        city: 'Huambo',
        industry: 'Energy',
      }),
    }),
    state: async (w) =>
      (
        await w.t.database.db
          .select({ name: companies.companyName, city: companies.city })
          .from(companies)
          .where(eq(companies.id, w.team.companyId))
      )[0],
  },
  {
    // The public page: anyone signed in; applicant counts only for the company's members.
    method: 'GET',
    route: '/company/:id',
    action: 'jobs.read',
    guard: 'signed-in',
    target: 'resource',
    write: false,
    request: (w) => ({ url: `/company/${w.team.companyId}` }),
    showsCompany: (r) =>
      (r.json() as { data: { internships: object[] } }).data.internships.some(
        (i) => 'applications_count' in i,
      ),
  },
  // Issue 19: message templates (read by who moves applicants, written by owners and admins).
  {
    method: 'GET',
    route: '/company/templates',
    action: 'applications.move',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: false,
    prepare: (w) => companyTemplate(w),
    request: () => ({ url: '/company/templates' }),
    showsCompany: (r, w) => bodyHas(w.team.marker)(r),
  },
  {
    method: 'POST',
    route: '/company/templates',
    action: 'templates.manage',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: true,
    request: (w) => ({ url: '/company/templates', payload: templateBody(`${w.team.marker} new`) }),
    state: companyTemplates,
  },
  {
    method: 'PUT',
    route: '/company/templates/:id',
    action: 'templates.manage',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: (w) => companyTemplate(w),
    request: (w, id) => ({
      url: `/company/templates/${id}`,
      payload: templateBody(`${w.team.marker} edited`),
    }),
    state: companyTemplates,
  },
  {
    method: 'DELETE',
    route: '/company/templates/:id',
    action: 'templates.manage',
    guard: 'company',
    target: 'resource',
    write: true,
    prepare: (w) => companyTemplate(w),
    request: (_w, id) => ({ url: `/company/templates/${id}` }),
    state: companyTemplates,
  },
  {
    method: 'GET',
    route: '/company/members',
    action: 'jobs.read',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: false,
    request: () => ({ url: '/company/members' }),
    showsCompany: (r, w) => bodyHas(w.team.members.OWNER.id)(r),
  },
  {
    method: 'PUT',
    route: '/company/members/:userId',
    action: 'team.manage',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshMember,
    request: (_w, id) => ({ url: `/company/members/${id}`, payload: { role: 'RECRUITER' } }),
    state: (w, id) => roleOf(w.t, id),
  },
  {
    method: 'DELETE',
    route: '/company/members/:userId',
    action: 'team.manage',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshMember,
    request: (_w, id) => ({ url: `/company/members/${id}` }),
    state: (w, id) => roleOf(w.t, id),
  },
  {
    method: 'POST',
    route: '/company/ownership',
    action: 'ownership.transfer',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshMember,
    request: (_w, id) => ({ url: '/company/ownership', payload: { userId: id } }),
    state: async (w, id) => [await roleOf(w.t, id), await roleOf(w.t, w.team.members.OWNER.id)],
    // The owner handed the company over: give it back, so the next callers find it as it was.
    undo: async (w, id) => {
      const db = w.t.database.db;
      await db.update(companyMembers).set({ role: 'VIEWER' }).where(eq(companyMembers.userId, id));
      await db
        .update(companyMembers)
        .set({ role: 'OWNER' })
        .where(eq(companyMembers.userId, w.team.members.OWNER.id));
    },
  },
  {
    method: 'GET',
    route: '/company/invitations',
    action: 'team.manage',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: false,
    request: () => ({ url: '/company/invitations' }),
    showsCompany: (r, w) => bodyHas(w.invitationEmail)(r),
  },
  {
    method: 'POST',
    route: '/company/invitations',
    action: 'team.manage',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: true,
    request: () => ({
      url: '/company/invitations',
      payload: { email: uniqueEmail('invited'), role: 'VIEWER' },
    }),
    state: async (w) =>
      (
        await w.t.database.db
          .select({ n: count() })
          .from(companyInvitations)
          .where(eq(companyInvitations.companyId, w.team.companyId))
      )[0],
  },
  {
    method: 'POST',
    route: '/company/invitations/:id/resend',
    action: 'team.manage',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshInvitation,
    request: (_w, id) => ({ url: `/company/invitations/${id}/resend` }),
    state: invitationState,
  },
  {
    method: 'DELETE',
    route: '/company/invitations/:id',
    action: 'team.manage',
    guard: 'company',
    target: 'resource',
    companyRequired: true,
    write: true,
    prepare: freshInvitation,
    request: (_w, id) => ({ url: `/company/invitations/${id}` }),
    state: invitationState,
  },
  {
    method: 'GET',
    route: '/company/activity',
    action: 'activity.read',
    guard: 'company',
    target: 'collection',
    companyRequired: true,
    write: false,
    request: () => ({ url: '/company/activity' }),
    showsCompany: (r, w) => bodyHas(w.activityId)(r),
  },
  // Payments: per account; inside a company only billing.manage (the owner).
  ...(['/payments/plans', '/payments/orders', '/payments/subscription'] as const).map(
    (url): Row => ({
      method: 'GET',
      route: url,
      action: 'billing.manage',
      guard: 'billing',
      target: 'collection',
      write: false,
      request: () => ({ url }),
    }),
  ),
  {
    method: 'POST',
    route: '/payments/orders',
    action: 'billing.manage',
    guard: 'billing',
    target: 'collection',
    write: true,
    request: () => ({
      url: '/payments/orders',
      payload: { planId: 'PROFESSIONAL_MONTHLY', method: 'MULTICAIXA_REFERENCE' },
    }),
    // Orders are the caller's own: the company's owner has none from anyone else's call.
    state: async (w) =>
      (
        await w.t.database.db
          .select({ n: count() })
          .from(paymentOrders)
          .where(eq(paymentOrders.userId, w.team.members.OWNER.id))
      )[0],
  },
  // Blogs: writing needs blogs.write inside a company; anyone else employing writes their own.
  {
    method: 'POST',
    route: '/blogs/',
    action: 'blogs.write',
    guard: 'company',
    target: 'collection',
    write: true,
    request: (w) => ({
      url: '/blogs',
      payload: { title: `${w.team.marker} article`, content: '<p>Olá</p>', status: 'DRAFT' },
    }),
    state: async (w) => {
      const ids = Object.values(w.team.members).map((m) => m.id);
      const rows = await w.t.database.db.select({ author: blogs.authorId }).from(blogs);
      return rows.filter((r) => ids.includes(r.author)).length;
    },
  },
];

/** Routes the matrix leaves to other files, with where. */
const COVERED_ELSEWHERE: Record<string, string> = {
  'POST /company/invitations/preview': 'invitations.test.ts (public: the link is the secret)',
  'POST /company/invitations/accept': 'invitations.test.ts (wrong account, candidate, already in a company)',
};

async function buildWorld(t: TestApp): Promise<World> {
  const company = await team(t, 'Matrix');
  const other = await team(t, 'Other');
  const jobId = await insertJob(t, company.companyId, company.members.OWNER.id, `${company.marker} job`);
  const { applicationId } = await insertApplication(t, jobId, {
    firstName: 'Cand',
    lastName: company.marker,
  });
  const invitation = await insertInvitation(t, company.companyId, company.members.OWNER.id);
  const [entry] = await t.database.db
    .insert(companyActivity)
    .values({ companyId: company.companyId, actorId: company.members.OWNER.id, action: 'JOB_POSTED' })
    .returning({ id: companyActivity.id });
  // A removed member: removed through the API (sessions end), then signed in again.
  const removed = await member(t, company.companyId, 'RECRUITER');
  await removeThroughApi(t, company.members.OWNER, removed.id);
  const removedAgain = { ...removed, token: await signIn(t, removed.id) };
  return {
    t,
    team: company,
    callers: {
      ...company.members,
      OTHER_COMPANY: other.members.OWNER,
      REMOVED: removedAgain,
      REMOVED_OLD_TOKEN: removed,
      NO_COMPANY: await person(t, 'EMPLOYER'),
      CANDIDATE: await person(t, 'CANDIDATE'),
    },
    jobId,
    applicationId,
    invitationEmail: invitation.email,
    activityId: entry!.id,
    interviewId: await insertInterview(t, company.companyId, applicationId, company.members.OWNER.id),
  };
}

async function activityCount(w: World): Promise<number> {
  const [row] = await w.t.database.db
    .select({ n: count() })
    .from(companyActivity)
    .where(eq(companyActivity.companyId, w.team.companyId));
  return row?.n ?? 0;
}

async function callAs(w: World, row: Row, who: Person, subject: string): Promise<LightMyRequestResponse> {
  const { url, payload, form: body } = row.request(w, subject);
  return w.t.app.inject({
    method: row.method,
    url,
    headers: { authorization: who.token },
    ...(body ? { payload: body as never } : payload === undefined ? {} : { payload: payload as object }),
  });
}

function validJob(t: TestApp, title: string) {
  const now = t.clock.now();
  return {
    title,
    industry: 'Technology',
    skills_required: ['TypeScript'],
    experience: ['Projecto'],
    education: ['Licenciatura'],
    internship_type: 'Full-time',
    number_of_opening: 1,
    expiration_date: new Date(now.getTime() + 20 * 86_400_000).toISOString().slice(0, 10),
    internship_city: 'Luanda',
    description: 'Desenvolver.',
    responsibilities: 'Testar.',
    min_salary: 100000,
    max_salary: 200000,
    posting_date: now.toISOString(),
  };
}

/** `METHOD /path`, without a trailing slash (Fastify registers `/applications` and `/applications/`). */
const label = (row: Row | { method: string; url: string }) =>
  `${row.method} ${('route' in row ? row.route : row.url).replace(/(.)\/$/, '$1')}`;

describe('role × action matrix (issue 18)', () => {
  it('covers every route under /internship, /applications, /interviews and /company', async () => {
    const t = await testApp();
    const scoped = t.app.routeTable
      .filter((r) => /^\/(internship|applications|interviews|company)(\/|$)/.test(r.url))
      .map(label);
    const covered = new Set([...ROWS.map(label), ...Object.keys(COVERED_ELSEWHERE)]);
    const missing = scoped.filter((r) => !covered.has(r));
    expect(missing, 'routes without a matrix row').toEqual([]);
    // And no row names a route that does not exist (a renamed route must move its row).
    const all = new Set(t.app.routeTable.map(label));
    expect(ROWS.map(label).filter((r) => !all.has(r))).toEqual([]);
  });

  for (const row of ROWS) {
    it(`${label(row)}${row.variant ? ` (${row.variant})` : ''} as every caller`, async () => {
      const t = await testApp();
      const w = await buildWorld(t);
      const seen: string[] = [];
      for (const caller of CALLERS) {
        const who = w.callers[caller];
        const subject = row.prepare ? await row.prepare(w, who) : '';
        const before = row.state ? await row.state(w, subject) : undefined;
        const logBefore = await activityCount(w);
        const response = await callAs(w, row, who, subject);
        const outcome = expected(row, caller);
        const what = `${caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        seen.push(`${caller}=${response.statusCode}`);
        if (outcome === 'unauthorised') {
          expect(response.statusCode, what).toBe(401);
        } else if (outcome === 'allowed') {
          expect([200, 201], what).toContain(response.statusCode);
          if (row.showsCompany) expect(row.showsCompany(response, w), what).toBe(true);
          if (row.undo) await row.undo(w, subject);
          continue;
        } else if (outcome === 'own') {
          expect([200, 201], what).toContain(response.statusCode);
          if (row.showsCompany) expect(row.showsCompany(response, w), what).toBe(false);
        } else if ((MEMBER_ROLES as readonly string[]).includes(caller)) {
          expect(response.statusCode, what).toBe(403);
        } else {
          expect([403, 404, 409], what).toContain(response.statusCode);
        }
        // Refused or not the company's: nothing of the company changed.
        if (row.write && row.state) expect(await row.state(w, subject), what).toEqual(before);
        // Nor did its activity log grow.
        if (row.write) expect(await activityCount(w), `${what}: activity`).toBe(logBefore);
      }
      expect(seen).toHaveLength(CALLERS.length);
    });
  }
});

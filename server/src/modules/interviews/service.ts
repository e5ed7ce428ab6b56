import { randomUUID } from 'node:crypto';
import {
  INTERVIEWS_MAX_RANGE_DAYS,
  type Interview,
  type interviewBody,
  type InterviewsQuery,
} from '@shared/api/interviews';
import { DEFAULT_TIME_ZONE, wallClock, zonedToInstant } from '@shared/time/zoned';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { MailOutbox } from '../../mail/outbox';
import type { AnnounceActivity } from '../company/activity-log';
import { type InvitationKind, invitationEmail } from './emails';
import type { InterviewFields, InterviewRecord, InterviewsRepository, Recipient } from './repository';

export interface InterviewsDeps {
  repo: InterviewsRepository;
  clock: Clock;
  /** Invitations are queued here and sent with retries (an SMTP failure does not lose them). */
  outbox: MailOutbox;
  /** MAIL_FROM's address: the ORGANIZER when the interview's creator no longer exists. */
  mailFrom: string;
  announce: AnnounceActivity;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The caller: a member of a company (the routes require one). */
export interface InterviewActor {
  id: string;
  companyId: string;
}

const interviewNotFound = () => new AppError(404, 'NOT_FOUND', 'interviews.notFound');
const applicationNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.notFound');
const invalid = (
  key:
    | 'interviews.inPast'
    | 'interviews.timeNotOnClock'
    | 'interviews.interviewerNotMember'
    | 'interviews.rangeInvalid',
) => new AppError(400, 'VALIDATION_ERROR', key);

/** The address in "Conexão <no-reply@conexao.ao>", or the value itself. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

export function toInterview(record: InterviewRecord): Interview {
  const { interview } = record;
  const local = wallClock(interview.startsAt, interview.timeZone);
  return {
    id: interview.id,
    application_id: interview.applicationId,
    status: interview.status,
    starts_at: interview.startsAt.toISOString(),
    ends_at: new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000).toISOString(),
    time_zone: interview.timeZone,
    date: local.date,
    time: local.time,
    duration_minutes: interview.durationMinutes,
    location: interview.location,
    video_url: interview.videoUrl,
    notes: interview.notes,
    sequence: interview.sequence,
    interviewers: record.interviewers.map((p) => ({
      user_id: p.id,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
    })),
    candidate: {
      id: record.candidate.id,
      first_name: record.candidate.firstName,
      last_name: record.candidate.lastName,
    },
    job: record.job,
    created_by: record.createdBy ? { id: record.createdBy.id, name: record.createdBy.name } : null,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
  };
}

/** How the activity log names the start: "2026-11-27 10:00 (Africa/Luanda)". */
function logWhen(startsAt: Date, timeZone: string): string {
  const local = wallClock(startsAt, timeZone);
  return `${local.date} ${local.time} (${timeZone})`;
}

export function createInterviewsService(deps: InterviewsDeps) {
  const { repo, clock } = deps;
  const organizer = addressOf(deps.mailFrom);

  /** The body as stored: the start in UTC, checked against the clock; interviewers of the company. */
  async function fieldsOf(companyId: string, body: z.output<typeof interviewBody>): Promise<InterviewFields> {
    const startsAt = zonedToInstant(body.date, body.time, body.time_zone);
    if (!startsAt) throw invalid('interviews.timeNotOnClock');
    if (startsAt.getTime() <= clock.now().getTime()) throw invalid('interviews.inPast');
    const ids = [...new Set(body.interviewer_ids)];
    const members = await repo.membersAmong(companyId, ids);
    if (members.size !== ids.length) throw invalid('interviews.interviewerNotMember');
    return {
      startsAt,
      timeZone: body.time_zone,
      durationMinutes: body.duration_minutes,
      location: body.location ?? null,
      videoUrl: body.video_url ?? null,
      notes: body.notes ?? null,
      interviewerIds: ids,
    };
  }

  /**
   * Queued after the change is committed (an email never announces what rolled back), one per
   * person, each in their language, and sent in the background with retries; a failure to queue
   * is logged and does not undo the change.
   */
  async function invite(
    record: InterviewRecord,
    kind: InvitationKind,
    also: Recipient[] = [],
  ): Promise<void> {
    const stamp = clock.now();
    const messages = [
      ...[record.candidate, ...record.interviewers].map((to) =>
        invitationEmail({ kind, record, to, stamp, fallbackOrganizer: organizer }),
      ),
      // Interviewers taken off the interview: a cancellation for their calendars.
      ...also.map((to) =>
        invitationEmail({ kind: 'CANCEL', record, to, stamp, fallbackOrganizer: organizer }),
      ),
    ];
    await deps.outbox.enqueue('INTERVIEW_INVITATION', messages).catch((err: unknown) => {
      deps.log.error({ err, interview: record.interview.id }, 'interviews: invitations not queued');
    });
  }

  async function reload(id: string): Promise<InterviewRecord> {
    const record = await repo.find(id);
    if (!record) throw interviewNotFound();
    return record;
  }

  /** Moves the company's interview to `fields` (null: cancels it): 404 when gone, 409 once cancelled. */
  async function change(actor: InterviewActor, id: string, fields: InterviewFields | null) {
    const result = await repo.change({
      id,
      companyId: actor.companyId,
      actorId: actor.id,
      fields,
      when: logWhen,
      now: clock.now(),
    });
    if (result.outcome === 'not-found') throw interviewNotFound();
    if (result.outcome === 'cancelled') throw new AppError(409, 'CONFLICT', 'interviews.alreadyCancelled');
    return result;
  }

  return {
    async listForApplication(actor: InterviewActor, applicationId: string): Promise<Interview[]> {
      if ((await repo.applicationCompany(applicationId)) !== actor.companyId) throw applicationNotFound();
      return (await repo.ofApplication(actor.companyId, applicationId)).map(toInterview);
    },

    async listRange(actor: InterviewActor, query: InterviewsQuery): Promise<Interview[]> {
      const bound = (value: string) =>
        /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? zonedToInstant(value, '00:00', DEFAULT_TIME_ZONE)
          : new Date(value);
      const from = bound(query.from);
      const to = bound(query.to);
      if (!from || !to || Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        throw invalid('interviews.rangeInvalid');
      }
      const span = to.getTime() - from.getTime();
      if (span <= 0 || span > INTERVIEWS_MAX_RANGE_DAYS * 86_400_000)
        throw invalid('interviews.rangeInvalid');
      return (await repo.inRange(actor.companyId, from, to)).map(toInterview);
    },

    async schedule(
      actor: InterviewActor,
      applicationId: string,
      body: z.output<typeof interviewBody>,
    ): Promise<Interview> {
      if ((await repo.applicationCompany(applicationId)) !== actor.companyId) throw applicationNotFound();
      const fields = await fieldsOf(actor.companyId, body);
      const id = randomUUID();
      await repo.create({
        id,
        uid: `interview-${id}@conexao`,
        companyId: actor.companyId,
        applicationId,
        actorId: actor.id,
        fields,
        when: logWhen(fields.startsAt, fields.timeZone),
        now: clock.now(),
      });
      deps.announce(actor.companyId, { action: 'INTERVIEW_SCHEDULED', subject_id: id });
      const record = await reload(id);
      await invite(record, 'REQUEST');
      return toInterview(record);
    },

    async update(
      actor: InterviewActor,
      id: string,
      body: z.output<typeof interviewBody>,
    ): Promise<Interview> {
      // Another company's interview is not there (404) before anything is said about the body.
      if ((await repo.find(id))?.interview.companyId !== actor.companyId) throw interviewNotFound();
      const fields = await fieldsOf(actor.companyId, body);
      const result = await change(actor, id, fields);
      deps.announce(actor.companyId, { action: 'INTERVIEW_UPDATED', subject_id: id });
      const record = await reload(id);
      const removed = result.before.filter((userId) => !fields.interviewerIds.includes(userId));
      await invite(record, 'UPDATE', await repo.recipients(removed));
      return toInterview(record);
    },

    async cancel(actor: InterviewActor, id: string): Promise<void> {
      await change(actor, id, null);
      deps.announce(actor.companyId, { action: 'INTERVIEW_CANCELLED', subject_id: id });
      await invite(await reload(id), 'CANCEL');
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;

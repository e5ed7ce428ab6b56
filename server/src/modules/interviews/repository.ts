import type { InterviewStatus } from '@shared/api/interviews';
import type { ActivityAction } from '@shared/api/team';
import type { Lang } from '@shared/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  applications,
  companies,
  companyMembers,
  internships,
  interviewInterviewers,
  interviews,
  notificationPreferences,
  users,
} from '../../db/schema';
import { displayName, recordActivity } from '../company/activity-log';

/**
 * Data access of the interviews module: the only file here that knows Drizzle. It reads
 * applications, jobs, companies and members with its own queries (docs/architecture.md §3).
 */

/** A person an invitation goes to, with the language of their emails. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  language: Lang;
}

export interface InterviewRecord {
  interview: typeof interviews.$inferSelect;
  interviewers: Recipient[];
  candidate: Recipient;
  job: { id: string; title: string };
  companyName: string;
  createdBy: { id: string; name: string; email: string } | null;
}

export interface InterviewFields {
  startsAt: Date;
  timeZone: string;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  notes: string | null;
  interviewerIds: string[];
}

/** The interview's own columns of `fields` (the interviewers are rows of their own), for insert and update alike. */
const interviewColumns = (fields: InterviewFields) => ({
  startsAt: fields.startsAt,
  timeZone: fields.timeZone,
  durationMinutes: fields.durationMinutes,
  location: fields.location,
  videoUrl: fields.videoUrl,
  notes: fields.notes,
});

const language = sql<Lang>`coalesce(${notificationPreferences.language}, 'pt')`;

const recipientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language,
};

export function createInterviewsRepository(db: Database) {
  async function interviewersOf(ids: string[]): Promise<Map<string, Recipient[]>> {
    const byInterview = new Map<string, Recipient[]>();
    if (ids.length === 0) return byInterview;
    const rows = await db
      .select({ interviewId: interviewInterviewers.interviewId, ...recipientColumns })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(inArray(interviewInterviewers.interviewId, ids))
      .orderBy(asc(users.firstName), asc(users.email));
    for (const { interviewId, ...person } of rows) {
      byInterview.set(interviewId, [...(byInterview.get(interviewId) ?? []), person]);
    }
    return byInterview;
  }

  /** Interviews with their candidate, job, company and creator; `where` scopes them. */
  async function load(where: ReturnType<typeof and>): Promise<InterviewRecord[]> {
    const creator = sql<
      string | null
    >`(select ${displayName} from ${users} where ${users.id} = ${interviews.createdBy})`;
    const creatorEmail = sql<
      string | null
    >`(select ${users.email} from ${users} where ${users.id} = ${interviews.createdBy})`;
    const rows = await db
      .select({
        interview: interviews,
        candidate: recipientColumns,
        jobId: internships.id,
        jobTitle: internships.title,
        companyName: companies.companyName,
        creatorName: creator,
        creatorEmail,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(internships, eq(internships.id, applications.internshipId))
      .innerJoin(companies, eq(companies.id, interviews.companyId))
      .innerJoin(users, eq(users.id, applications.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(where)
      .orderBy(asc(interviews.startsAt), asc(interviews.id));
    const people = await interviewersOf(rows.map((r) => r.interview.id));
    return rows.map((row) => ({
      interview: row.interview,
      interviewers: people.get(row.interview.id) ?? [],
      candidate: row.candidate,
      job: { id: row.jobId, title: row.jobTitle },
      companyName: row.companyName,
      createdBy:
        row.interview.createdBy && row.creatorName && row.creatorEmail
          ? { id: row.interview.createdBy, name: row.creatorName, email: row.creatorEmail }
          : null,
    }));
  }

  async function writeInterviewers(tx: Database, interviewId: string, userIds: string[]): Promise<void> {
    await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interviewId));
    await tx
      .insert(interviewInterviewers)
      .values([...new Set(userIds)].map((userId) => ({ interviewId, userId })));
  }

  /** The entry's words, as they are now (docs: the log reads after the fact). */
  async function logEntry(
    tx: Database,
    input: { companyId: string; actorId: string; action: ActivityAction; interviewId: string; when: string },
  ): Promise<void> {
    const [about] = await tx
      .select({ candidate: displayName, job: internships.title })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(internships, eq(internships.id, applications.internshipId))
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(interviews.id, input.interviewId));
    await recordActivity(tx, {
      companyId: input.companyId,
      actorId: input.actorId,
      action: input.action,
      subjectId: input.interviewId,
      details: { candidate: about?.candidate ?? '', job: about?.job ?? '', to: input.when },
    });
  }

  return {
    /** The application's company (through its job), or null when there is no such application. */
    async applicationCompany(applicationId: string): Promise<string | null> {
      const [row] = await db
        .select({ companyId: internships.companyId })
        .from(applications)
        .innerJoin(internships, eq(internships.id, applications.internshipId))
        .where(eq(applications.id, applicationId));
      return row ? (row.companyId ?? null) : null;
    },

    /** Which of `userIds` are members of `companyId`. */
    async membersAmong(companyId: string, userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ id: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.userId, userIds)));
      return new Set(rows.map((r) => r.id));
    },

    async find(id: string): Promise<InterviewRecord | null> {
      return (await load(eq(interviews.id, id)))[0] ?? null;
    },

    async ofApplication(companyId: string, applicationId: string): Promise<InterviewRecord[]> {
      return load(and(eq(interviews.applicationId, applicationId), eq(interviews.companyId, companyId)));
    },

    /** The company's scheduled interviews starting in [from, to), soonest first. */
    async inRange(companyId: string, from: Date, to: Date): Promise<InterviewRecord[]> {
      return load(
        and(
          eq(interviews.companyId, companyId),
          eq(interviews.status, 'SCHEDULED'),
          gte(interviews.startsAt, from),
          lt(interviews.startsAt, to),
        ),
      );
    },

    /** The interview, its interviewers and the activity entry, in one transaction. */
    async create(input: {
      id: string;
      uid: string;
      companyId: string;
      applicationId: string;
      actorId: string;
      fields: InterviewFields;
      when: string;
      now: Date;
    }): Promise<void> {
      const { fields } = input;
      await db.transaction(async (tx) => {
        await tx.insert(interviews).values({
          id: input.id,
          uid: input.uid,
          companyId: input.companyId,
          applicationId: input.applicationId,
          ...interviewColumns(fields),
          createdBy: input.actorId,
          createdAt: input.now,
          updatedAt: input.now,
        });
        await writeInterviewers(tx, input.id, fields.interviewerIds);
        await logEntry(tx, {
          companyId: input.companyId,
          actorId: input.actorId,
          action: 'INTERVIEW_SCHEDULED',
          interviewId: input.id,
          when: input.when,
        });
      });
    },

    /**
     * Locks the interview, checks its company and status, then writes the change (SEQUENCE one
     * more), its interviewers and the activity entry together. `fields` null: cancels it.
     * Returns who was invited before the change (they hear of it too), or the refusal.
     */
    async change(input: {
      id: string;
      companyId: string;
      actorId: string;
      fields: InterviewFields | null;
      when: (startsAt: Date, timeZone: string) => string;
      now: Date;
    }): Promise<
      { outcome: 'not-found' } | { outcome: 'cancelled' } | { outcome: 'changed'; before: string[] }
    > {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            companyId: interviews.companyId,
            status: interviews.status,
            startsAt: interviews.startsAt,
            timeZone: interviews.timeZone,
          })
          .from(interviews)
          .where(eq(interviews.id, input.id))
          .for('update');
        if (!current || current.companyId !== input.companyId) return { outcome: 'not-found' as const };
        if (current.status === 'CANCELLED') return { outcome: 'cancelled' as const };
        const before = (
          await tx
            .select({ id: interviewInterviewers.userId })
            .from(interviewInterviewers)
            .where(eq(interviewInterviewers.interviewId, input.id))
        ).map((r) => r.id);
        const { fields } = input;
        const status: InterviewStatus = fields ? 'SCHEDULED' : 'CANCELLED';
        await tx
          .update(interviews)
          .set({
            ...(fields ? interviewColumns(fields) : {}),
            status,
            sequence: sql`${interviews.sequence} + 1`,
            updatedAt: input.now,
          })
          .where(eq(interviews.id, input.id));
        if (fields) await writeInterviewers(tx, input.id, fields.interviewerIds);
        await logEntry(tx, {
          companyId: input.companyId,
          actorId: input.actorId,
          action: fields ? 'INTERVIEW_UPDATED' : 'INTERVIEW_CANCELLED',
          interviewId: input.id,
          when: fields
            ? input.when(fields.startsAt, fields.timeZone)
            : input.when(current.startsAt, current.timeZone),
        });
        return { outcome: 'changed' as const, before };
      });
    },

    /** People by id with their emails' language (interviewers taken off an interview). */
    async recipients(ids: string[]): Promise<Recipient[]> {
      if (ids.length === 0) return [];
      return db
        .select(recipientColumns)
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, ids));
    },
  };
}

export type InterviewsRepository = ReturnType<typeof createInterviewsRepository>;

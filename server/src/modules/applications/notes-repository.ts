import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Transaction as Tx, transactionRetried } from '../../db/transaction-retry';
import { applicationNotes, applicationRatings, applications, users } from '../../db/schema';
import { displayName } from '../company/activity-log';

/**
 * Data access of notes and ratings (issue 19). Every write runs in a transaction that first
 * takes a key-share lock on the application row: the company check and the write see the same
 * application, and a concurrent delete cannot turn the insert into a foreign-key error. The
 * application's notes_count and rating columns follow through triggers (migration 0020).
 */

/** The application's company, or null when there is no such application. */
async function companyOfApplication(db: Database | Tx, id: string, lock: boolean): Promise<string | null> {
  const query = db
    .select({ companyId: applications.companyId })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  const [row] = lock ? await query.for('key share') : await query;
  return row?.companyId ?? null;
}

const noteColumns = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  authorId: applicationNotes.authorId,
  authorName: displayName,
  createdAt: applicationNotes.createdAt,
  editedAt: applicationNotes.editedAt,
};

export type NoteRow = {
  id: string;
  body: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: Date;
  editedAt: Date | null;
};

async function noteById(db: Database | Tx, noteId: string): Promise<NoteRow | null> {
  const [row] = await db
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.id, noteId))
    .limit(1);
  return row ?? null;
}

export type NoteChange<T> =
  | { outcome: 'not-found' }
  | { outcome: 'not-author' }
  | { outcome: 'done'; value: T };

export function createNotesRepository(db: Database) {
  /** Runs `write` with the application locked when it belongs to `companyId`, else null. */
  async function inApplication<T>(id: string, companyId: string, write: (tx: Tx) => Promise<T>) {
    return transactionRetried(db, async (tx) => {
      if ((await companyOfApplication(tx, id, true)) !== companyId) return null;
      return { value: await write(tx) };
    });
  }

  /**
   * Runs `change` on the author's own note (locked) of this company's application; 'not-found'
   * when the note is not on it or the application is not the company's, 'not-author' when
   * someone else wrote it.
   */
  async function changeOwnNote<T>(
    input: { applicationId: string; companyId: string; noteId: string; authorId: string },
    change: (tx: Tx) => Promise<T>,
  ): Promise<NoteChange<T>> {
    const done = await inApplication(input.applicationId, input.companyId, async (tx) => {
      const [note] = await tx
        .select({ authorId: applicationNotes.authorId })
        .from(applicationNotes)
        .where(
          and(eq(applicationNotes.id, input.noteId), eq(applicationNotes.applicationId, input.applicationId)),
        )
        .limit(1)
        .for('update');
      if (!note) return { outcome: 'not-found' as const };
      if (note.authorId !== input.authorId) return { outcome: 'not-author' as const };
      return { outcome: 'done' as const, value: await change(tx) };
    });
    return done?.value ?? { outcome: 'not-found' };
  }

  return {
    companyOfApplication: (id: string) => companyOfApplication(db, id, false),

    /** Oldest first: a conversation about the applicant reads top to bottom. */
    async notes(applicationId: string): Promise<NoteRow[]> {
      return db
        .select(noteColumns)
        .from(applicationNotes)
        .leftJoin(users, eq(users.id, applicationNotes.authorId))
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
    },

    async ratings(applicationId: string, memberId: string) {
      const [row] = await db
        .select({
          count: applications.ratingsCount,
          average: applications.ratingAverage,
          mine: sql<
            number | null
          >`(select ${applicationRatings.score} from ${applicationRatings} where ${applicationRatings.applicationId} = ${applications.id} and ${applicationRatings.memberId} = ${memberId})`,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      return row ?? null;
    },

    async addNote(input: {
      applicationId: string;
      companyId: string;
      authorId: string;
      body: string;
      now: Date;
    }) {
      const done = await inApplication(input.applicationId, input.companyId, async (tx) => {
        const [created] = await tx
          .insert(applicationNotes)
          .values({
            applicationId: input.applicationId,
            companyId: input.companyId,
            authorId: input.authorId,
            body: input.body,
            createdAt: input.now,
          })
          .returning({ id: applicationNotes.id });
        return created ? noteById(tx, created.id) : null;
      });
      return done?.value ?? null;
    },

    async editNote(input: {
      applicationId: string;
      companyId: string;
      noteId: string;
      authorId: string;
      body: string;
      now: Date;
    }): Promise<NoteChange<NoteRow | null>> {
      return changeOwnNote(input, async (tx) => {
        await tx
          .update(applicationNotes)
          .set({ body: input.body, editedAt: input.now })
          .where(eq(applicationNotes.id, input.noteId));
        return noteById(tx, input.noteId);
      });
    },

    async deleteNote(input: {
      applicationId: string;
      companyId: string;
      noteId: string;
      authorId: string;
    }): Promise<NoteChange<true>> {
      return changeOwnNote(input, async (tx) => {
        await tx.delete(applicationNotes).where(eq(applicationNotes.id, input.noteId));
        return true as const;
      });
    },

    /** The member's score replaces their earlier one; false when the application is not the company's. */
    async rate(input: {
      applicationId: string;
      companyId: string;
      memberId: string;
      score: number;
      now: Date;
    }) {
      const done = await inApplication(input.applicationId, input.companyId, async (tx) => {
        await tx
          .insert(applicationRatings)
          .values({
            applicationId: input.applicationId,
            memberId: input.memberId,
            companyId: input.companyId,
            score: input.score,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            target: [applicationRatings.applicationId, applicationRatings.memberId],
            set: { score: input.score, updatedAt: input.now },
            // The same score again changes nothing, so the list's version is not bumped for it.
            setWhere: sql`${applicationRatings.score} <> excluded.score`,
          });
        return true;
      });
      return done !== null;
    },

    async clearRating(input: { applicationId: string; companyId: string; memberId: string }) {
      const done = await inApplication(input.applicationId, input.companyId, async (tx) => {
        await tx
          .delete(applicationRatings)
          .where(
            and(
              eq(applicationRatings.applicationId, input.applicationId),
              eq(applicationRatings.memberId, input.memberId),
            ),
          );
        return true;
      });
      return done !== null;
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;

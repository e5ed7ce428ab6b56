import type { Note, RatingSummary } from '@shared/api/application-notes';
import { type CompanyRole, can } from '@shared/team/permissions';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { AnnounceActivity } from '../company/activity-log';
import { averageOf } from './service';
import type { NoteChange, NoteRow, NotesRepository } from './notes-repository';

/**
 * Notes and ratings on an application (issue 19, docs/product.md §8). Ownership: an application
 * of another company (or none) is a 404, never revealed; a colleague's note is a 403, since the
 * caller can read it (notes.notYours says why).
 */

export interface NotesActor {
  id: string;
  company: { id: string; role: CompanyRole } | null;
}

const applicationNotFound = () => new AppError(404, 'NOT_FOUND', 'applications.notFound');
const noteNotFound = () => new AppError(404, 'NOT_FOUND', 'notes.notFound');
const notYours = () => new AppError(403, 'FORBIDDEN', 'notes.notYours');

function toNote(row: NoteRow, actor: NotesActor): Note {
  return {
    id: row.id,
    body: row.body,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '' } : null,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt ? row.editedAt.toISOString() : null,
    can_edit: row.authorId === actor.id && can(actor.company?.role, 'notes.write'),
  };
}

function settled<T>(change: NoteChange<T>): T {
  if (change.outcome === 'not-found') throw noteNotFound();
  if (change.outcome === 'not-author') throw notYours();
  return change.value;
}

/**
 * `announce` tells the company's connected members after each write (APPLICATION_NOTES_CHANGED),
 * so a colleague's open application page and the list's ★ and note count follow without a reload.
 */
export function createNotesService(
  repo: NotesRepository,
  clock: Clock,
  announce: AnnounceActivity = () => {},
) {
  /** The caller's company id when the application is theirs; 404 otherwise. */
  async function companyOwning(actor: NotesActor, applicationId: string): Promise<string> {
    const companyId = actor.company?.id;
    if (!companyId || (await repo.companyOfApplication(applicationId)) !== companyId) {
      throw applicationNotFound();
    }
    return companyId;
  }

  async function summary(actor: NotesActor, applicationId: string): Promise<RatingSummary> {
    const row = await repo.ratings(applicationId, actor.id);
    if (!row) throw applicationNotFound();
    const count = Number(row.count);
    return {
      average: averageOf(count, row.average),
      count,
      mine: row.mine === null || row.mine === undefined ? null : Number(row.mine),
    };
  }

  /** The application and the caller's company, which every write checks it against; 404 without one. */
  const onApplication = (actor: NotesActor, applicationId: string) => {
    if (!actor.company) throw applicationNotFound();
    return { applicationId, companyId: actor.company.id };
  };

  /** After a write has been stored (never for one refused or rolled back). */
  const changed = (actor: NotesActor, applicationId: string) => {
    if (actor.company)
      announce(actor.company.id, { action: 'APPLICATION_NOTES_CHANGED', subject_id: applicationId });
  };

  return {
    async list(actor: NotesActor, applicationId: string) {
      await companyOwning(actor, applicationId);
      const [notes, rating] = await Promise.all([repo.notes(applicationId), summary(actor, applicationId)]);
      return { notes: notes.map((row) => toNote(row, actor)), rating };
    },

    async add(actor: NotesActor, applicationId: string, body: string): Promise<Note> {
      const row = await repo.addNote({
        ...onApplication(actor, applicationId),
        authorId: actor.id,
        body,
        now: clock.now(),
      });
      if (!row) throw applicationNotFound();
      changed(actor, applicationId);
      return toNote(row, actor);
    },

    async edit(actor: NotesActor, applicationId: string, noteId: string, body: string): Promise<Note> {
      const row = settled(
        await repo.editNote({
          ...onApplication(actor, applicationId),
          noteId,
          authorId: actor.id,
          body,
          now: clock.now(),
        }),
      );
      if (!row) throw noteNotFound();
      changed(actor, applicationId);
      return toNote(row, actor);
    },

    async remove(actor: NotesActor, applicationId: string, noteId: string): Promise<void> {
      settled(await repo.deleteNote({ ...onApplication(actor, applicationId), noteId, authorId: actor.id }));
      changed(actor, applicationId);
    },

    async rate(actor: NotesActor, applicationId: string, score: number): Promise<RatingSummary> {
      const ok = await repo.rate({
        ...onApplication(actor, applicationId),
        memberId: actor.id,
        score,
        now: clock.now(),
      });
      if (!ok) throw applicationNotFound();
      changed(actor, applicationId);
      return summary(actor, applicationId);
    },

    async clearRating(actor: NotesActor, applicationId: string): Promise<RatingSummary> {
      const ok = await repo.clearRating({ ...onApplication(actor, applicationId), memberId: actor.id });
      if (!ok) throw applicationNotFound();
      changed(actor, applicationId);
      return summary(actor, applicationId);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;

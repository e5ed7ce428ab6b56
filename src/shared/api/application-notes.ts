import { z } from 'zod';
import { NOTE_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../constants';
import { envelope, timestamp } from './envelope';
import { text } from './text';

/**
 * Notes and ratings on an application (issue 19, docs/product.md §8): the company's, each
 * attributed to the member who wrote it. Read with jobs.read, written with notes.write.
 */

export const applicationNoteParams = z.object({
  id: z.uuid({ error: 'applications.notFound' }),
  noteId: z.uuid({ error: 'notes.notFound' }),
});

/** POST /applications/{id}/notes and PUT …/notes/{noteId}. */
export const noteBody = z.object({
  body: text('notes.invalid').trim().min(1, 'notes.empty').max(NOTE_MAX_LENGTH, 'notes.tooLong'),
});
export type NoteBody = z.input<typeof noteBody>;

/** PUT /applications/{id}/rating: the caller's own rating, replacing any earlier one. */
export const ratingBody = z.object({
  score: z
    .number({ error: 'ratings.invalid' })
    .int('ratings.invalid')
    .min(RATING_MIN, 'ratings.invalid')
    .max(RATING_MAX, 'ratings.invalid'),
});
export type RatingBody = z.input<typeof ratingBody>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** null once the author's account is gone: the note stays, as the company's. */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: timestamp,
  /** When the author last changed it; null if never. */
  edited_at: timestamp.nullable(),
  /** Whether the caller may edit and delete it: their own note and a role with notes.write. */
  can_edit: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const ratingSummarySchema = z.object({
  /** Mean of the members' scores, one decimal; null when nobody has rated. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The caller's own score, null when they have not rated. */
  mine: z.number().int().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /applications/{id}/notes: oldest first, with the ratings. */
export const applicationNotesResponse = envelope(
  z.object({ notes: z.array(noteSchema), rating: ratingSummarySchema }),
);
export type ApplicationNotesResponse = z.infer<typeof applicationNotesResponse>;

/** POST (201) and PUT of one note. */
export const noteResponse = envelope(noteSchema);
export type NoteResponse = z.infer<typeof noteResponse>;

/** PUT and DELETE /applications/{id}/rating. */
export const ratingResponse = envelope(ratingSummarySchema);
export type RatingResponse = z.infer<typeof ratingResponse>;

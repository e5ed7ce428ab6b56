import { api } from '@renderer/lib/api-client';
import { applicationKeys } from '@renderer/lib/api/keys';
import type { ApplicationNotesResponse, NoteResponse, RatingResponse } from '@shared/api/application-notes';

/** Notes and ratings of one application (issue 19): nested under its detail key. */
export const noteKeys = {
  of: (applicationId: string) => [...applicationKeys.detail(applicationId), 'notes'] as const,
};

const base = (id: string) => `/applications/${encodeURIComponent(id)}`;

/** GET /applications/{id}/notes: the notes (oldest first) and the ratings. */
export function getNotes(id: string, signal?: AbortSignal) {
  return api.get<ApplicationNotesResponse>(`${base(id)}/notes`, {
    signal,
    fallbackMessage: 'notes.fetchFailed',
  });
}

/** POST /applications/{id}/notes. */
export function addNote(id: string, body: string) {
  return api.post<NoteResponse>(`${base(id)}/notes`, { body }, { fallbackMessage: 'notes.addFailed' });
}

/** PUT /applications/{id}/notes/{noteId}: the caller's own note only. */
export function editNote(id: string, noteId: string, body: string) {
  return api.put<NoteResponse>(
    `${base(id)}/notes/${encodeURIComponent(noteId)}`,
    { body },
    { fallbackMessage: 'notes.updateFailed' },
  );
}

/** DELETE /applications/{id}/notes/{noteId}: the caller's own note only. */
export function deleteNote(id: string, noteId: string) {
  return api.delete<{ message: string }>(`${base(id)}/notes/${encodeURIComponent(noteId)}`, {
    fallbackMessage: 'notes.deleteFailed',
  });
}

/** PUT /applications/{id}/rating: the caller's score, replacing their earlier one. */
export function rateApplication(id: string, score: number) {
  return api.put<RatingResponse>(`${base(id)}/rating`, { score }, { fallbackMessage: 'ratings.saveFailed' });
}

/** DELETE /applications/{id}/rating: removes the caller's score. */
export function clearRating(id: string) {
  return api.delete<RatingResponse>(`${base(id)}/rating`, { fallbackMessage: 'ratings.saveFailed' });
}

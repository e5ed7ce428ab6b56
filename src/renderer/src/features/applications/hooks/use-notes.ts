import { applicationKeys } from '@renderer/lib/api/keys';
import type { ApplicationNotesResponse, RatingSummary } from '@shared/api/application-notes';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addNote,
  clearRating,
  deleteNote,
  editNote,
  getNotes,
  noteKeys,
  rateApplication,
} from '../api/notes-api';

/** The notes and ratings of one application. */
export function useNotes(applicationId: string) {
  return useQuery({
    queryKey: noteKeys.of(applicationId),
    queryFn: ({ signal }) => getNotes(applicationId, signal),
    select: (body) => body.data,
  });
}

/**
 * After a write the notes are read again (the server stamps author and times), and the lists are
 * marked stale: their note counts and averages changed (refetched when next shown).
 */
function refresh(client: QueryClient, applicationId: string) {
  void client.invalidateQueries({ queryKey: noteKeys.of(applicationId), exact: true });
  void client.invalidateQueries({ queryKey: applicationKeys.lists(), refetchType: 'none' });
}

export function useNoteMutations(applicationId: string) {
  const client = useQueryClient();
  const onSuccess = () => refresh(client, applicationId);
  return {
    add: useMutation({ mutationFn: (body: string) => addNote(applicationId, body), onSuccess }),
    edit: useMutation({
      mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
        editNote(applicationId, noteId, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (noteId: string) => deleteNote(applicationId, noteId), onSuccess }),
  };
}

/** The caller's rating: the answer is the new summary, written straight into the notes' cache. */
export function useRating(applicationId: string) {
  const client = useQueryClient();
  const onSuccess = (body: { data: RatingSummary }) => {
    client.setQueryData<ApplicationNotesResponse>(noteKeys.of(applicationId), (old) =>
      old ? { ...old, data: { ...old.data, rating: body.data } } : old,
    );
    void client.invalidateQueries({ queryKey: applicationKeys.lists(), refetchType: 'none' });
  };
  return {
    rate: useMutation({ mutationFn: (score: number) => rateApplication(applicationId, score), onSuccess }),
    clear: useMutation({ mutationFn: () => clearRating(applicationId), onSuccess }),
  };
}

import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { QueryStatus } from '@renderer/components/query-status';
import { useCan } from '@renderer/hooks/use-can';
import { useLang, useT } from '@renderer/i18n/use-t';
import { formatDate } from '@renderer/lib/format-date';
import { notify } from '@renderer/lib/toast';
import type { Note } from '@shared/api/application-notes';
import { NOTE_MAX_LENGTH } from '@shared/constants';
import { type FormEvent, useId, useState } from 'react';
import { useNoteMutations, useNotes } from '../hooks/use-notes';
import { RatingControl } from './rating-control';

/**
 * The Notes and Rating card of an application's page (issue 19, docs/product.md §8): every
 * member reads them; a role with notes.write adds notes and rates; each member edits and deletes
 * only their own notes (the server says which: `can_edit`).
 */
export function ApplicationNotes({ applicationId }: { applicationId: string }) {
  const t = useT();
  const notes = useNotes(applicationId);
  const writes = useCan('notes.write');
  const headingId = useId();

  return (
    <section className="card application-notes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('notes.title')}</h3>
      <QueryStatus query={notes} loadingText={t('notes.loading')} />
      {notes.data && (
        <>
          <h4>{t('ratings.title')}</h4>
          <RatingControl applicationId={applicationId} rating={notes.data.rating} />
          {notes.data.notes.length === 0 ? (
            <p className="history-meta">{t('notes.none')}</p>
          ) : (
            <ol className="notes-list">
              {notes.data.notes.map((note) => (
                <NoteItem key={note.id} applicationId={applicationId} note={note} />
              ))}
            </ol>
          )}
          {writes && <AddNoteForm applicationId={applicationId} />}
        </>
      )}
    </section>
  );
}

/** A note's text box with its label; the browser stops at the server's length limit. */
function NoteBodyField(props: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** Focus it on mount (the person just asked to edit). */
  focus?: boolean;
}) {
  return (
    <>
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        id={props.id}
        className="input"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        // biome-ignore lint/a11y/noAutofocus: only when the person just asked to edit this note.
        autoFocus={props.focus}
      />
    </>
  );
}

function AddNoteForm({ applicationId }: { applicationId: string }) {
  const t = useT();
  const id = useId();
  const [body, setBody] = useState('');
  const { add } = useNoteMutations(applicationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, {
      onSuccess: () => {
        setBody('');
        notify.success(t('notes.added'));
      },
      onError: (error) => notify.error(error.message || t('notes.addFailed')),
    });
  };
  return (
    <form className="note-form" onSubmit={submit}>
      <NoteBodyField id={id} label={t('notes.add.label')} value={body} onChange={setBody} />
      <button type="submit" className="btn btn-primary" disabled={add.isPending || !body.trim()}>
        {t('notes.add.submit')}
      </button>
    </form>
  );
}

function NoteItem({ applicationId, note }: { applicationId: string; note: Note }) {
  const t = useT();
  const lang = useLang();
  const editId = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { edit, remove } = useNoteMutations(applicationId);
  const author = note.author?.name || t('notes.unknownAuthor');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null || !editing.trim()) return;
    edit.mutate(
      { noteId: note.id, body: editing },
      {
        onSuccess: () => {
          setEditing(null);
          notify.success(t('notes.updated'));
        },
        onError: (error) => notify.error(error.message || t('notes.updateFailed')),
      },
    );
  };

  return (
    <li className="note">
      {editing === null ? (
        <p className="note-body">{note.body}</p>
      ) : (
        <form className="note-form" onSubmit={save}>
          <NoteBodyField
            id={editId}
            label={t('notes.edit.label')}
            value={editing}
            onChange={setEditing}
            focus
          />
          <div className="note-actions">
            <button type="submit" className="btn btn-primary" disabled={edit.isPending || !editing.trim()}>
              {t('notes.edit.save')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(null)}>
              {t('notes.edit.cancel')}
            </button>
          </div>
        </form>
      )}
      <p className="history-meta">
        <time dateTime={note.created_at}>
          {t('notes.byline', { author, date: formatDate(note.created_at, lang) })}
        </time>
        {note.edited_at && ` ${t('notes.edited', { date: formatDate(note.edited_at, lang) })}`}
      </p>
      {note.can_edit && editing === null && (
        <div className="note-actions">
          <button type="button" className="btn-link" onClick={() => setEditing(note.body)}>
            {t('notes.edit')}
          </button>
          <button type="button" className="btn-link" onClick={() => setConfirming(true)}>
            {t('notes.delete')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notes.delete.title')}
        cancelLabel={t('notes.edit.cancel')}
        confirmLabel={t('notes.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('notes.deleted'));
            },
            onError: (error) => notify.error(error.message || t('notes.deleteFailed')),
          })
        }
      >
        <p>{t('notes.delete.body')}</p>
      </ConfirmDialog>
    </li>
  );
}

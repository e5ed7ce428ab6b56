import { useLang, useT } from '@renderer/i18n/use-t';
import { notesForLanguage, type ReleaseNotes } from '@shared/desktop/updates';
import { useEffect, useId, useRef } from 'react';

/** What's new, once, after the app restarted into a new version. Plain text only. */
export function ReleaseNotesDialog({ notes, onClose }: { notes: ReleaseNotes; onClose(): void }) {
  const t = useT();
  const lang = useLang();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Tab') {
        // One control: Tab stays on it, Escape closes.
        event.preventDefault();
        if (event.key === 'Escape') onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, []);

  return (
    <div className="modal-backdrop">
      <div className="modal release-notes" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('update.notesTitle', { version: notes.version })}</h2>
        <p className="release-notes-text">{notesForLanguage(notes.text, lang)}</p>
        <div className="modal-actions">
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            {t('update.notesClose')}
          </button>
        </div>
      </div>
    </div>
  );
}

import { ModalActions } from '@renderer/components/modal-actions';
import { ModalDialog } from '@renderer/components/modal-dialog';
import { TextField } from '@renderer/components/text-field';
import { isMessageKey } from '@renderer/i18n/messages';
import { useT } from '@renderer/i18n/use-t';
import { expiryIsPast, reopenInternshipBody } from '@shared/api/internships';
import type { MessageKey } from '@shared/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

interface ReopenDialogProps {
  /** The job to reopen; null keeps the dialog closed. */
  job: { title: string } | null;
  onCancel(): void;
  /** Resolves true once the server reopened it (the dialog closes), false to stay open. */
  onReopen(expirationDate: string): Promise<boolean>;
}

/** Today as YYYY-MM-DD on this device: the earliest date the input offers. */
const today = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/**
 * Reopen (issue 19): a modal asking for the new expiration date. Focus starts on the date, stays
 * inside (Tab wraps), Escape cancels and focus goes back where it was; the date is checked by
 * the posting rule (not before today) before anything is sent, and the server checks it again.
 */
export function ReopenDialog({ job, onCancel, onReopen }: ReopenDialogProps) {
  const t = useT();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [date, setDate] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const open = job !== null;

  // A fresh form each time it opens.
  useEffect(() => {
    if (!open) return;
    setDate('');
    setError(null);
    setBusy(false);
  }, [open]);

  if (!job) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = reopenInternshipBody.safeParse({ expiration_date: date });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? '';
      setError(isMessageKey(key) ? key : 'jobs.post.expirationRequired');
      inputRef.current?.focus();
      return;
    }
    if (expiryIsPast(parsed.data.expiration_date, new Date())) {
      setError('jobs.post.expirationPast');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const done = await onReopen(date);
    // Closed by the caller on success; on a refusal the toast says why and the date stays.
    if (!done) setBusy(false);
  };

  return (
    <ModalDialog
      title={t('jobs.reopen.title', { title: job.title })}
      initialFocus={inputRef}
      onCancel={onCancel}
      className="reopen-dialog"
      onSubmit={submit}
    >
      <div className="modal-body">
        <p>{t('jobs.reopen.text')}</p>
        <TextField
          ref={inputRef}
          label={t('jobs.field.expiration')}
          type="date"
          min={today()}
          value={date}
          required
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
        {error && (
          <p id={errorId} className="form-error" role="alert">
            {t(error)}
          </p>
        )}
      </div>
      <ModalActions
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        confirmLabel={busy ? t('jobs.reopen.reopening') : t('jobs.reopen.confirm')}
        busy={busy}
      />
    </ModalDialog>
  );
}

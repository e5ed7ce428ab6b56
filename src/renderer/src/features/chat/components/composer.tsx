import { useT } from '@renderer/i18n/use-t';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { isSendKey } from '../lib/compose-keys';

interface ComposerProps {
  value: string;
  error: string | null;
  onChange(value: string): void;
  onSend(): void;
}

/** Textarea + Send: Enter sends, Shift+Enter adds a line; errors show in red below. */
export function Composer({ value, error, onChange, onSend }: ComposerProps) {
  const t = useT();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey(event)) return;
    event.preventDefault();
    onSend();
  };
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        {t('chat.inputLabel')}
      </label>
      <textarea
        id={id}
        className="input chat-input"
        rows={2}
        value={value}
        placeholder={t('chat.placeholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary chat-send">
        {t('chat.send')}
      </button>
      <p id={`${id}-hint`} className="sr-only">
        {t('chat.inputHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="chat-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

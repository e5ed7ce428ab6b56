import { Field } from '@renderer/components/field';
import { useT } from '@renderer/i18n/use-t';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

interface LinkFormProps {
  initial: string;
  onApply: (address: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** Inline address box under the toolbar (a window.prompt would be unlabelled and unstyled). */
export function LinkForm({ initial, onApply, onRemove, onCancel }: LinkFormProps) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initial);

  useEffect(() => inputRef.current?.focus(), []);

  // Not a <form>: it sits inside the post's form, and forms cannot nest.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply(address);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div className="blog-link-form">
      <Field label={t('blogs.editor.linkAddress')} htmlFor={id}>
        <input
          ref={inputRef}
          id={id}
          className="input"
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-describedby={`${id}-hint`}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className="blog-hint">
          {t('blogs.editor.linkHint')}
        </p>
      </Field>
      <div className="blog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('blogs.editor.linkCancel')}
        </button>
        {initial !== '' && (
          <button type="button" className="btn btn-secondary" onClick={onRemove}>
            {t('blogs.editor.linkRemove')}
          </button>
        )}
        <button type="button" className="btn btn-primary" onClick={() => onApply(address)}>
          {t('blogs.editor.linkApply')}
        </button>
      </div>
    </div>
  );
}

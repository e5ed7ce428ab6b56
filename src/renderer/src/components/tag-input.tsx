import { MAX_TAGS_PER_LIST } from '@shared/constants';
import { type KeyboardEvent, useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { notify } from '../lib/toast';
import './tag-input.css';

interface TagInputProps {
  label: string;
  tags: readonly string[];
  onChange(tags: string[]): void;
  /** Shown as a toast when the list is full, e.g. 'Cannot add more than 10 skills'. */
  limitMessage: string;
  max?: number;
  placeholder?: string;
  id?: string;
}

/**
 * A labelled tag list: Enter adds the trimmed text, blanks and repeats are ignored,
 * each chip has its own remove button, and a full list says so instead of growing.
 */
export function TagInput({
  label,
  tags,
  onChange,
  limitMessage,
  max = MAX_TAGS_PER_LIST,
  placeholder,
  id,
}: TagInputProps) {
  const t = useT();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const [draft, setDraft] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter inside a form would submit it; here it only adds the tag.
    event.preventDefault();
    const tag = draft.trim();
    if (tag === '') return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setDraft('');
      return;
    }
    if (tags.length >= max) {
      notify.error(limitMessage);
      return;
    }
    onChange([...tags, tag]);
    setDraft('');
  };

  return (
    <div className="field tag-input">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="tag-list">
          {tags.map((tag) => (
            <li key={tag} className="tag-chip">
              <span>{tag}</span>
              <button
                type="button"
                className="tag-remove"
                aria-label={t('jobs.tags.remove', { tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        className="input"
        value={draft}
        placeholder={placeholder}
        aria-describedby={hintId}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id={hintId} className="form-note">
        {t('jobs.tags.hint')}
      </span>
    </div>
  );
}

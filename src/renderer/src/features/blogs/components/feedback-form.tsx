import { useT } from '@renderer/i18n/use-t';
import { type FormEvent, useId, useState } from 'react';

/**
 * Feedback on a post: Cancel and Submit, no submit behaviour and no validation. There is
 * no server call: Submit thanks the reader and clears the box; Cancel just clears it. Submit
 * waits for some text so an empty "thank you" is never shown.
 */
export function FeedbackForm() {
  const t = useT();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [thanked, setThanked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setText('');
    setThanked(true);
  };

  return (
    <section className="card blog-feedback" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="blog-section-title">
        {t('blogs.feedback.title')}
      </h2>
      <form className="form" onSubmit={onSubmit}>
        <div className="field">
          <label className="field-label" htmlFor={fieldId}>
            {t('blogs.feedback.label')}
          </label>
          <textarea
            id={fieldId}
            className="input blog-textarea"
            rows={5}
            value={text}
            placeholder={t('blogs.feedback.placeholder')}
            onChange={(event) => {
              setText(event.target.value);
              setThanked(false);
            }}
          />
        </div>
        <p className="blog-feedback-status" role="status">
          {thanked ? t('blogs.feedback.thanks') : ''}
        </p>
        <div className="blog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setText('');
              setThanked(false);
            }}
          >
            {t('blogs.feedback.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={text.trim() === ''}>
            {t('blogs.feedback.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

import { Field } from '@renderer/components/field';
import { useT } from '@renderer/i18n/use-t';
import { BLOG_FEEDBACK_MAX_LENGTH } from '@shared/api/blogs';
import { type FormEvent, useId, useState } from 'react';
import { useSendFeedback } from '../hooks/use-send-feedback';

/**
 * A reader's feedback on an article, sent once: Submit waits for some text and for the server;
 * the thanks come from the server's answer (the detail then shows that it was sent).
 */
export function FeedbackForm({ blogId }: { blogId: string }) {
  const t = useT();
  const fieldId = useId();
  const [text, setText] = useState('');
  const sending = useSendFeedback(blogId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || sending.isPending) return;
    sending.mutate(text);
  };

  return (
    <section className="card blog-feedback" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="blog-section-title">
        {t('blogs.feedback.title')}
      </h2>
      <form className="form" onSubmit={onSubmit}>
        <Field label={t('blogs.feedback.label')} htmlFor={fieldId}>
          <textarea
            id={fieldId}
            className="input blog-textarea"
            rows={5}
            value={text}
            maxLength={BLOG_FEEDBACK_MAX_LENGTH}
            placeholder={t('blogs.feedback.placeholder')}
            disabled={sending.isPending}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div className="blog-actions">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={sending.isPending || text === ''}
            onClick={() => setText('')}
          >
            {t('blogs.feedback.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={text.trim() === '' || sending.isPending}
          >
            {t('blogs.feedback.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

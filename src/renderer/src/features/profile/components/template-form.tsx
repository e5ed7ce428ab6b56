import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import type { TemplateBody } from '@shared/api/templates';
import {
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from '@shared/constants';
import { LANGUAGES, type Lang } from '@shared/domain';
import { TEMPLATE_PLACEHOLDERS, renderTemplate } from '@shared/templates/placeholders';
import { type FormEvent, useId, useState } from 'react';
import { TextAreaField } from './text-area-field';

interface TemplateFormProps {
  initial: TemplateBody;
  busy: boolean;
  /** The server's refusal, shown under the form (e.g. an unknown placeholder). */
  error: string | null;
  onSave(body: TemplateBody): void;
  onCancel(): void;
}

/**
 * Create or edit a message template (issue 19), with a preview rendered by the same function
 * the server sends with, on sample values that are labelled as examples.
 */
export function TemplateForm({ initial, busy, error, onSave, onCancel }: TemplateFormProps) {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState(initial);
  const set = (changes: Partial<TemplateBody>) => setForm((current) => ({ ...current, ...changes }));
  const sample = {
    candidate_first_name: t('templates.sample.firstName'),
    candidate_last_name: t('templates.sample.lastName'),
    job_title: t('templates.sample.job'),
    company_name: t('templates.sample.company'),
    interview_time: t('templates.sample.interview'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  return (
    <form className="template-form" onSubmit={submit} aria-busy={busy}>
      <TextField
        label={t('templates.field.name')}
        value={form.name}
        maxLength={TEMPLATE_NAME_MAX_LENGTH}
        required
        onChange={(event) => set({ name: event.target.value })}
      />
      <div className="field">
        <label className="field-label" htmlFor={`${id}-lang`}>
          {t('templates.field.language')}
        </label>
        <select
          id={`${id}-lang`}
          className="input"
          value={form.language}
          onChange={(event) => set({ language: event.target.value as Lang })}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`templates.lang.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('templates.field.subject')}
        value={form.subject}
        maxLength={TEMPLATE_SUBJECT_MAX_LENGTH}
        required
        onChange={(event) => set({ subject: event.target.value })}
      />
      <TextAreaField
        label={t('templates.field.body')}
        value={form.body}
        rows={8}
        maxLength={TEMPLATE_BODY_MAX_LENGTH}
        required
        aria-describedby={`${id}-placeholders`}
        onChange={(event) => set({ body: event.target.value })}
      />
      <p id={`${id}-placeholders`} className="template-hint">
        {t('templates.placeholders', { list: TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ') })}
      </p>
      <section className="template-preview" aria-labelledby={`${id}-preview`}>
        <h4 id={`${id}-preview`}>{t('templates.preview')}</h4>
        <p className="template-hint">{t('templates.preview.note')}</p>
        <p className="template-preview-subject">{renderTemplate(form.subject, sample)}</p>
        <p className="template-preview-body">{renderTemplate(form.body, sample)}</p>
      </section>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="template-form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('templates.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('templates.cancel')}
        </button>
      </div>
    </form>
  );
}

import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useCan } from '@renderer/hooks/use-can';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '@renderer/hooks/use-templates';
import { useT } from '@renderer/i18n/use-t';
import { notify } from '@renderer/lib/toast';
import type { MessageTemplate, TemplateBody } from '@shared/api/templates';
import { useState } from 'react';
import { TemplateForm } from './template-form';
import './templates.css';

/** What the form edits: a template (by id) or a new one. */
type Editing = { id?: string; initial: TemplateBody } | null;

const blank = (language: TemplateBody['language']): TemplateBody => ({
  name: '',
  language,
  subject: '',
  body: '',
});

/**
 * The profile's Templates tab (issue 19, docs/product.md §10, Bulk moves and templates): the company's message templates.
 * Everyone who moves applicants sees them; owners and admins (`templates.manage`) change them.
 */
export function TemplatesTab({ lang }: { lang: TemplateBody['language'] }) {
  const t = useT();
  const writes = useCan('templates.manage');
  const templates = useTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MessageTemplate | null>(null);

  const open = (next: Editing) => {
    setError(null);
    setEditing(next);
  };
  const submit = (body: TemplateBody) =>
    save.mutate(
      { id: editing?.id, body },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          setEditing(null);
        },
        onError: (failure) => setError(failure.message || t('templates.saveFailed')),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (failure) => notify.error(failure.message || t('templates.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section className="templates-tab" aria-labelledby="templates-title">
      <div className="templates-head">
        <div>
          <h3 id="templates-title">{t('templates.title')}</h3>
          <p className="template-hint">{t(writes ? 'templates.intro' : 'templates.readOnly')}</p>
        </div>
        {writes && !editing && (
          <button type="button" className="btn btn-primary" onClick={() => open({ initial: blank(lang) })}>
            {t('templates.new')}
          </button>
        )}
      </div>
      {editing && (
        <TemplateForm
          key={editing.id ?? 'new'}
          initial={editing.initial}
          busy={save.isPending}
          error={error}
          onSave={submit}
          onCancel={() => setEditing(null)}
        />
      )}
      {templates.isPending && <p role="status">{t('templates.loading')}</p>}
      {templates.isError && (
        <p className="form-error" role="alert">
          {t('templates.loadFailed')}
        </p>
      )}
      {templates.data?.length === 0 && <p>{t('templates.empty')}</p>}
      {templates.data && templates.data.length > 0 && (
        <ul className="templates-list">
          {templates.data.map((template) => (
            <li key={template.id} className="templates-item">
              <div>
                <strong>{template.name}</strong>{' '}
                <span className="templates-lang">{t(`templates.lang.${template.language}`)}</span>
                <p className="template-hint">{template.subject}</p>
              </div>
              {writes && (
                <div className="templates-actions">
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={t('templates.editNamed', { name: template.name })}
                    onClick={() => {
                      const { name, language, subject, body } = template;
                      open({ id: template.id, initial: { name, language, subject, body } });
                    }}
                  >
                    {t('templates.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger"
                    aria-label={t('templates.deleteNamed', { name: template.name })}
                    onClick={() => setDeleting(template)}
                  >
                    {t('templates.delete')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.delete.title', { name: deleting?.name ?? '' })}
        cancelLabel={t('templates.cancel')}
        confirmLabel={t('templates.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>{t('templates.delete.body')}</p>
      </ConfirmDialog>
    </section>
  );
}

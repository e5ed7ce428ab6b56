import { ChoiceSelect } from '@renderer/components/choice-select';
import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useBulkMoveStatus, useOfferUndo } from '@renderer/hooks/use-bulk-status';
import { useTemplates } from '@renderer/hooks/use-templates';
import { useLang, useT } from '@renderer/i18n/use-t';
import { totalForDisplay } from '@renderer/lib/list-total';
import { notify } from '@renderer/lib/toast';
import type { BulkStatusBody } from '@shared/api/bulk-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@shared/domain';
import { useId, useState } from 'react';
import type { Selection } from '../hooks/use-selection';

interface BulkActionBarProps {
  selection: Selection;
  pageIds: string[];
  /** How many applications the list's filter matches (every page). */
  total: number;
  /** The server stopped counting at SEARCH_COUNT_CAP: `total` is "at least" (issue 20). */
  totalCapped?: boolean;
  /** The list's filter, as the server resolves "all matching" (docs/product.md §10, Bulk moves and templates). */
  filter: NonNullable<BulkStatusBody['filter']>;
}

/**
 * Issue 19: what to do with the selected applications — a status, optionally a template sent by
 * email and/or chat — confirmed in a dialog, then an Undo toast for 10 seconds. Sent messages
 * cannot be taken back: the dialog and the toast say so.
 */
export function BulkActionBar({ selection, pageIds, total, totalCapped, filter }: BulkActionBarProps) {
  const t = useT();
  const shownTotal = totalForDisplay({ totalItems: total, totalCapped }, useLang());
  const id = useId();
  const count = selection.allMatching ? total : selection.ids.size;
  const templates = useTemplates({ enabled: count > 0 });
  const move = useBulkMoveStatus();
  const offerUndo = useOfferUndo();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [templateId, setTemplateId] = useState('');
  const [email, setEmail] = useState(true);
  const [chat, setChat] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (count === 0) return null;

  const template = templates.data?.find((x) => x.id === templateId) ?? null;
  const pageAllSelected = pageIds.length > 0 && pageIds.every((x) => selection.isSelected(x));
  const statusName = status ? t(`applications.status.${status}`) : '';
  const ready = status !== '' && (!template || email || chat);

  const confirm = () => {
    if (!status) return;
    const body: BulkStatusBody = {
      ...(selection.allMatching ? { filter } : { ids: [...selection.ids] }),
      status,
      ...(template ? { templateId: template.id, send: { email, chat } } : {}),
    };
    move.mutate(body, {
      onSuccess: ({ data }) => {
        setConfirming(false);
        selection.clear();
        if (data.moved.length === 0) {
          notify.info(t('bulk.toast.none'));
          return;
        }
        const sent = data.sent.email + data.sent.chat;
        const message = [
          t('bulk.toast.moved', { count: data.moved.length, status: statusName }),
          sent > 0 ? t('bulk.toast.sent', { count: sent }) : '',
        ]
          .filter(Boolean)
          .join(' ');
        offerUndo(message, { status: data.status, items: data.moved });
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(error.message || t('bulk.failed'));
      },
    });
  };

  return (
    <section className="bulk-bar" aria-label={t('bulk.bar.label')}>
      <p className="bulk-count" role="status">
        {selection.allMatching
          ? t('bulk.selected.allMatching', { count: shownTotal })
          : t('bulk.selected', { count })}
      </p>
      {!selection.allMatching && pageAllSelected && total > pageIds.length && (
        <button type="button" className="btn-link" onClick={selection.selectAllMatching}>
          {t('bulk.select.allMatching', { count: shownTotal })}
        </button>
      )}
      <label className="bulk-field" htmlFor={`${id}-status`}>
        {t('bulk.status.label')}
      </label>
      <ChoiceSelect
        id={`${id}-status`}
        value={status}
        onChange={setStatus}
        blank={t('bulk.status.choose')}
        choices={APPLICATION_STATUSES}
        labelOf={(s) => t(`applications.status.${s}`)}
      />
      <label className="bulk-field" htmlFor={`${id}-template`}>
        {t('bulk.template.label')}
      </label>
      <select
        id={`${id}-template`}
        className="input"
        value={templateId}
        onChange={(event) => setTemplateId(event.target.value)}
      >
        <option value="">{t('bulk.template.none')}</option>
        {(templates.data ?? []).map((x) => (
          <option key={x.id} value={x.id}>
            {`${x.name} (${t(`templates.lang.${x.language}`)})`}
          </option>
        ))}
      </select>
      {template && (
        <>
          <label className="checkbox">
            <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
            {t('bulk.send.email')}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={chat} onChange={(event) => setChat(event.target.checked)} />
            {t('bulk.send.chat')}
          </label>
        </>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!ready || move.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('bulk.apply')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={selection.clear}>
        {t('bulk.clear')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('bulk.confirm.title', { count, status: statusName })}
        cancelLabel={t('bulk.cancel')}
        confirmLabel={t('bulk.confirm.ok')}
        busy={move.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <p>{t('bulk.confirm.body')}</p>
        {template && <p>{t('bulk.confirm.message', { template: template.name })}</p>}
      </ConfirmDialog>
    </section>
  );
}

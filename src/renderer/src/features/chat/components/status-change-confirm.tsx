import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useT } from '@renderer/i18n/use-t';
import type { ApplicationStatus } from '@shared/domain';

interface StatusChangeConfirmProps {
  /** The status asked for; null: the dialog is closed. */
  to: ApplicationStatus | null;
  from: ApplicationStatus;
  name: string;
  title: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(status: ApplicationStatus): void;
}

/** Issue 19: Hire, Shortlist and Reject in the chat header ask first; an Undo toast follows. */
export function StatusChangeConfirm({
  to,
  from,
  name,
  title,
  busy,
  onCancel,
  onConfirm,
}: StatusChangeConfirmProps) {
  const t = useT();
  const status = to ? t(`applications.status.${to}`) : '';
  return (
    <ConfirmDialog
      open={to !== null}
      title={t('bulk.single.title', { name, status })}
      cancelLabel={t('bulk.cancel')}
      confirmLabel={t('bulk.confirm.ok')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => to && onConfirm(to)}
    >
      <p>{t('bulk.single.body', { title, from: t(`applications.status.${from}`), status })}</p>
    </ConfirmDialog>
  );
}

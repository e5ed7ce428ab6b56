import { ConfirmDialog } from '@renderer/components/confirm-dialog';
import { useT } from '@renderer/i18n/use-t';
import { useState } from 'react';

/** Cancel order, asked first in a dialog; the dialog stays busy until the server answered. */
export function CancelOrder({ number, onCancel }: { number: string; onCancel(): Promise<unknown> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onCancel();
    } catch {
      // The toast said why; the order is as it was.
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-link payment-cancel" onClick={() => setOpen(true)}>
        {t('premium.cancel.button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('premium.cancel.title')}
        cancelLabel={t('premium.cancel.keep')}
        confirmLabel={t('premium.cancel.confirm')}
        onCancel={() => setOpen(false)}
        onConfirm={() => void confirm()}
        busy={busy}
      >
        <p>{t('premium.cancel.body', { number })}</p>
      </ConfirmDialog>
    </>
  );
}

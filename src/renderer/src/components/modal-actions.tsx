import type { Ref } from 'react';

interface ModalActionsProps {
  cancelLabel: string;
  onCancel(): void;
  /** The cancel button, for a dialog whose focus starts on the safe choice. */
  cancelRef?: Ref<HTMLButtonElement>;
  confirmLabel: string;
  /** A button that calls this; without it the confirm button submits the dialog's form. */
  onConfirm?(): void;
  /** A destructive confirmation is drawn as one (`btn-danger`). */
  danger?: boolean;
  /** Disables both buttons while the action runs. */
  busy?: boolean;
}

/** A dialog's row of buttons: the way out first, then the action (every ModalDialog's `modal-actions`). */
export function ModalActions(props: ModalActionsProps) {
  const { cancelLabel, onCancel, cancelRef, confirmLabel, onConfirm, danger, busy } = props;
  return (
    <div className="modal-actions">
      <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={danger ? 'btn btn-danger' : 'btn btn-primary'}
        onClick={onConfirm}
        disabled={busy}
      >
        {confirmLabel}
      </button>
    </div>
  );
}

import { type ReactNode, useId, useRef } from 'react';
import { ModalActions } from './modal-actions';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(): void;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
}

/**
 * A modal confirmation: focus starts on the safe choice, stays inside while open (Tab wraps),
 * Escape cancels, and focus returns to where it was on close.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, cancelLabel, confirmLabel, onCancel, onConfirm, busy } = props;
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;
  return (
    <ModalDialog title={title} initialFocus={cancelRef} onCancel={onCancel} describedBy={bodyId}>
      <div id={bodyId} className="modal-body">
        {children}
      </div>
      <ModalActions
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        cancelRef={cancelRef}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        danger
        busy={busy}
      />
    </ModalDialog>
  );
}

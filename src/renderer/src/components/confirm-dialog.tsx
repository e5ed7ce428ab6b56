import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

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
  const titleId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useModalFocus(open, dialogRef, cancelRef, onCancel);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <div id={bodyId} className="modal-body">
          {children}
        </div>
        <div className="modal-actions">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-secondary"
            onClick={onCancel}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

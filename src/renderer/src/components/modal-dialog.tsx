import { type FormEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

interface ModalDialogProps {
  title: ReactNode;
  /** Where focus starts when it opens: the safe choice, or the first field of a form. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape calls it. */
  onCancel(): void;
  /** Added to `modal`. */
  className?: string;
  /** The id of what describes the dialog, if anything does. */
  describedBy?: string;
  /** Makes the dialog a form (not validated by the browser: the caller checks and says why). */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  /** The body and the `modal-actions`, under the title. */
  children: ReactNode;
}

/**
 * A modal dialog, rendered while it is open: over the page in a backdrop, named by its title,
 * focus kept inside (use-modal-focus.ts) and given back on close.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { title, initialFocus, onCancel, className, describedBy, onSubmit, children } = props;
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement & HTMLFormElement>(null);

  useModalFocus(true, dialogRef, initialFocus, onCancel);

  const dialog = {
    ref: dialogRef,
    className: className ? `modal ${className}` : 'modal',
    role: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': describedBy,
  } as const;
  const content = (
    <>
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </>
  );
  return createPortal(
    <div className="modal-backdrop">
      {onSubmit ? (
        <form {...dialog} onSubmit={onSubmit} noValidate>
          {content}
        </form>
      ) : (
        <div {...dialog}>{content}</div>
      )}
    </div>,
    document.body,
  );
}

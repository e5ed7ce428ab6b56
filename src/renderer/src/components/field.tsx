import type { ReactNode } from 'react';

interface FieldProps {
  /** The visible label: every control in the app has one, not just a placeholder. */
  label: ReactNode;
  /** The id of the control the label names. */
  htmlFor: string;
  className?: string;
  /** The control, and anything that belongs under it (a hint, an error). */
  children: ReactNode;
}

/** One form field: its label above its control, with the spacing every form shares. */
export function Field({ label, htmlFor, className, children }: FieldProps) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}

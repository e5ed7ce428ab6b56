import { type TextareaHTMLAttributes, useId } from 'react';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string };

/** A labelled multi-line input, styled like TextField. */
export function TextAreaField({ label, className, ...rest }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className="input profile-textarea" rows={4} {...rest} />
    </div>
  );
}

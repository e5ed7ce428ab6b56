import { type ComponentProps, useId } from 'react';
import { Field } from './field';

/** An input's props (a ref too: it reaches the input), with a label. */
type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & { label: string; id?: string };

/** A labelled input; every input in the app has a visible <label>. */
export function TextField({ label, id, className, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <Field label={label} htmlFor={inputId} className={className}>
      <input id={inputId} className="input" {...input} />
    </Field>
  );
}

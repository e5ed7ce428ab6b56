import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { useT } from '../i18n/use-t';
import { Field } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  id?: string;
  /** To move focus to the field (e.g. when a form finds it empty). */
  ref?: Ref<HTMLInputElement>;
};

/** Password input with a show/hide toggle (a real button, named for screen readers). */
export function PasswordField({ label, id, className, ref, ...input }: PasswordFieldProps) {
  const t = useT();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} htmlFor={inputId} className={className}>
      <div className="input-with-action">
        <input ref={ref} id={inputId} className="input" type={visible ? 'text' : 'password'} {...input} />
        <button
          type="button"
          className="input-action"
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
    </Field>
  );
}

import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';

/**
 * An email input with the email keyboard and autofill hint, as sign-in, sign-up (twice) and
 * forgot-password ask for it; labelled 'Email' unless told otherwise.
 */
export function EmailField({
  label,
  name = 'email',
  value,
  onChange,
}: {
  label?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <TextField
      label={label ?? t('common.email')}
      type="email"
      name={name}
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

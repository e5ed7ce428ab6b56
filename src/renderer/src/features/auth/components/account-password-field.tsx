import { PasswordField } from '@renderer/components/password-field';
import { useT } from '@renderer/i18n/use-t';

/**
 * The account's 'Password' field as sign-in and sign-up ask for it (EmailField's twin): the
 * autofill hint says whether the browser should offer the saved password or a new one.
 */
export function AccountPasswordField({
  autoComplete,
  value,
  onChange,
}: {
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <PasswordField
      label={t('common.password')}
      name="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

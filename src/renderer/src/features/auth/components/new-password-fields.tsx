import { PasswordField } from '@renderer/components/password-field';
import { useT } from '@renderer/i18n/use-t';

/**
 * 'New Password' and 'Confirm Password' with the new-password autofill hint: the pair that
 * reset-password and change-password both ask for.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
}: {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
}) {
  const t = useT();
  const fields = [
    { name: 'password', label: t('auth.reset.newPassword'), value: password, set: onPasswordChange },
    {
      name: 'confirmPassword',
      label: t('auth.reset.confirmPassword'),
      value: confirmPassword,
      set: onConfirmPasswordChange,
    },
  ];
  // One element for both, so the two can only differ in what they are called.
  return (
    <>
      {fields.map((field) => (
        <PasswordField
          key={field.name}
          label={field.label}
          name={field.name}
          autoComplete="new-password"
          value={field.value}
          onChange={(e) => field.set(e.target.value)}
        />
      ))}
    </>
  );
}

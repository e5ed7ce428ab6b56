import { LockIcon } from '@renderer/components/icons';
import { PasswordField } from '@renderer/components/password-field';
import { useT } from '@renderer/i18n/use-t';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthHeading } from '../components/auth-heading';

/**
 * Spec §2: a static 'Set New Password' screen. It makes no call and validates nothing; 'Update'
 * is a link back to /signin. (Changing a password for real is Profile → Manage Account.)
 */
export function ChangePasswordPage() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  return (
    <>
      <AuthHeading icon={<LockIcon size={26} />} title={t('auth.changePassword.title')} />
      <form className="form" onSubmit={(event) => event.preventDefault()} noValidate>
        <PasswordField
          label={t('auth.reset.newPassword')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Link className="btn btn-primary btn-block" to="/signin">
          {t('auth.changePassword.update')}
        </Link>
      </form>
    </>
  );
}

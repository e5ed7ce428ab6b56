import { LockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthHeading } from '../components/auth-heading';
import { NewPasswordFields } from '../components/new-password-fields';

/**
 * A static 'Set New Password' screen, kept as the product shows it. It makes no call and validates nothing; 'Update'
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
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <Link className="btn btn-primary btn-block" to="/signin">
          {t('auth.changePassword.update')}
        </Link>
      </form>
    </>
  );
}

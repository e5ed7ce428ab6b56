import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { LockIcon } from '@renderer/components/icons';
import { PasswordField } from '@renderer/components/password-field';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { useDelayedNavigate } from '@renderer/lib/use-delayed-navigate';
import { validateResetPassword } from '../lib/validation';

export function ResetPasswordPage() {
  const t = useT();
  const { reset_id: resetId = '' } = useParams();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateResetPassword({ password, confirmPassword });
    if (problem) {
      notify.error(t(problem));
      return;
    }
    setBusy(true);
    try {
      const res = await resetPassword({ reset_id: resetId, password });
      await saveSession({ resetId: null }, { remember: true });
      notify.success(res.message || t('auth.reset.success'));
      navigateLater('/signin', { replace: true });
    } catch (error) {
      notify.error(toApiError(error, 'auth.reset.failed').message);
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading
        icon={<LockIcon size={26} />}
        title={t('auth.reset.title')}
        subtitle={t('auth.reset.subtitle')}
      />
      <form className="form" onSubmit={onSubmit} noValidate>
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
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {t(busy ? 'auth.reset.busy' : 'auth.reset.submit')}
        </button>
      </form>
      <p className="auth-switch">
        <Link className="link" to="/signin">
          {t('auth.resetInfo.backToLogin')}
        </Link>
      </p>
    </>
  );
}

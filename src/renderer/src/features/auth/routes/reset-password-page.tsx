import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { LockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { resetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { AuthSwitch } from '../components/auth-switch';
import { NewPasswordFields } from '../components/new-password-fields';
import { SubmitButton } from '../components/submit-button';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { validateResetPassword } from '../lib/validation';

export function ResetPasswordPage() {
  const t = useT();
  const { reset_id: resetId = '' } = useParams();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, onSubmit } = useAuthSubmit({
    problem: () => validateResetPassword({ password, confirmPassword }),
    failed: 'auth.reset.failed',
    send: async () => {
      const res = await resetPassword({ reset_id: resetId, password });
      await saveSession({ resetId: null }, { remember: true });
      notify.success(res.message || t('auth.reset.success'));
      navigateLater('/signin', { replace: true });
    },
  });

  return (
    <>
      <AuthHeading
        icon={<LockIcon size={26} />}
        title={t('auth.reset.title')}
        subtitle={t('auth.reset.subtitle')}
      />
      <form className="form" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPasswordChange={setPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <SubmitButton busy={busy} label="auth.reset.submit" busyLabel="auth.reset.busy" />
      </form>
      <AuthSwitch to="/signin" label={t('auth.resetInfo.backToLogin')} />
    </>
  );
}

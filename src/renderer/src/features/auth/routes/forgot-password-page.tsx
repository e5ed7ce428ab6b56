import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { LockIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { useState } from 'react';
import { forgetPassword } from '../api/forget-password';
import { AuthHeading } from '../components/auth-heading';
import { AuthSwitch } from '../components/auth-switch';
import { EmailField } from '../components/email-field';
import { SubmitButton } from '../components/submit-button';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { validateForgotPassword } from '../lib/validation';

/** What /reset-password-info receives in the navigation state: the address the link went to. */
export interface ResetInfoState {
  reset_id: string;
  user_id: string | null;
  email: string;
}

export function ForgotPasswordPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  const [email, setEmail] = useState('');
  const { busy, onSubmit } = useAuthSubmit({
    problem: () => validateForgotPassword({ email }),
    failed: 'auth.forgot.failed',
    send: async () => {
      const res = await forgetPassword({ email });
      await saveSession({ resetId: res.data.reset_id }, { remember: true });
      notify.success(res.message || t('auth.forgot.success'));
      const state: ResetInfoState = {
        reset_id: res.data.reset_id,
        user_id: res.data.user_id,
        email: email.trim(),
      };
      navigateLater('/reset-password-info', { state });
    },
  });

  return (
    <>
      <AuthHeading
        icon={<LockIcon size={26} />}
        title={t('auth.forgot.title')}
        subtitle={t('auth.forgot.subtitle')}
      />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <SubmitButton busy={busy} label="auth.forgot.submit" busyLabel="auth.forgot.busy" />
      </form>
      <AuthSwitch to="/signin" label={t('auth.resetInfo.backToLogin')} />
    </>
  );
}

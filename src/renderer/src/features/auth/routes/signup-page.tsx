import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { useT } from '@renderer/i18n/use-t';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { normaliseEmail } from '@shared/api/email';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { signUp } from '../api/sign-up';
import { AccountPasswordField } from '../components/account-password-field';
import { AuthHeading } from '../components/auth-heading';
import { EmailField } from '../components/email-field';
import { OtherWaysIn } from '../components/other-ways-in';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { SubmitButton } from '../components/submit-button';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { emailFromState } from '../lib/email-from-state';
import { validateSignUp } from '../lib/validation';

export function SignUpPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  // An invitation (issue 18) sends the invited address along: the form starts with it.
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, onSubmit } = useAuthSubmit({
    problem: () => validateSignUp({ email, confirmEmail, password }),
    failed: 'auth.signup.failed',
    send: async () => {
      const res = await signUp({ email: email.trim(), password, role: 'EMPLOYER' });
      // Kept (local storage) until the code is verified, even across restarts.
      await saveSession({ signupEmail: normaliseEmail(email) }, { remember: true });
      notify.success(res.message || t('auth.signup.success'));
      navigateLater('/otp');
    },
  });

  return (
    <>
      <AuthHeading title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <EmailField
          label={t('auth.signup.confirmEmail')}
          name="confirmEmail"
          value={confirmEmail}
          onChange={setConfirmEmail}
        />
        <AccountPasswordField autoComplete="new-password" value={password} onChange={setPassword} />
        <SubmitButton busy={busy} label="auth.signup.submit" busyLabel="auth.signup.busy" />
      </form>
      <OtherWaysIn page="signup" />
    </>
  );
}

import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { normaliseEmail } from '@shared/api/email';
import { useState } from 'react';
import { Link, useNavigate, useLocation } from 'react-router-dom';
import { login } from '../api/login';
import { AccountPasswordField } from '../components/account-password-field';
import { AuthHeading } from '../components/auth-heading';
import { EmailField } from '../components/email-field';
import { OtherWaysIn } from '../components/other-ways-in';
import { SubmitButton } from '../components/submit-button';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useStartSession } from '../hooks/use-start-session';
import { emailFromState } from '../lib/email-from-state';
import { validateSignIn } from '../lib/validation';

export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const saveSession = useSessionStore((s) => s.save);
  // An invitation (issue 18) sends the invited address along: the form starts with it.
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const { busy, onSubmit } = useAuthSubmit({
    problem: () => validateSignIn({ email, password }),
    failed: 'auth.signin.failed',
    send: async () => {
      try {
        await startSession(await login({ email, password }), remember);
      } catch (error) {
        const apiError = toApiError(error, 'auth.signin.failed');
        if (apiError.code !== 'EMAIL_NOT_VERIFIED') throw apiError;
        // The server has sent a fresh code; finish verification first (the form stays busy).
        notify.error(apiError.message);
        await saveSession({ signupEmail: normaliseEmail(email) }, { remember: true });
        void navigate('/otp');
      }
    },
  });

  return (
    <>
      <AuthHeading title={t('auth.signin.title')} subtitle={t('auth.signin.subtitle')} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <EmailField value={email} onChange={setEmail} />
        <AccountPasswordField autoComplete="current-password" value={password} onChange={setPassword} />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{t('auth.signin.rememberMe')}</span>
          </label>
          <Link className="link" to="/forgot-password">
            {t('auth.signin.forgot')}
          </Link>
        </div>
        <SubmitButton busy={busy} label="auth.signin.submit" busyLabel="auth.signin.busy" />
      </form>
      <OtherWaysIn page="signin" />
    </>
  );
}

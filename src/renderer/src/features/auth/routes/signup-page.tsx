import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { PasswordField } from '@renderer/components/password-field';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { normaliseEmail } from '@shared/api/email';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { signUp } from '../api/sign-up';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';
import { useDelayedNavigate } from '@renderer/lib/use-delayed-navigate';
import { validateSignUp } from '../lib/validation';

export function SignUpPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  const [email, setEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateSignUp({ email, confirmEmail, password });
    if (problem) {
      notify.error(t(problem));
      return;
    }
    setBusy(true);
    try {
      const res = await signUp({ email: email.trim(), password, role: 'EMPLOYER' });
      // Kept (local storage) until the code is verified, even across restarts.
      await saveSession({ signupEmail: normaliseEmail(email) }, { remember: true });
      notify.success(res.message || t('auth.signup.success'));
      navigateLater('/otp');
    } catch (error) {
      notify.error(toApiError(error, 'auth.signup.failed').message);
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('auth.signup.confirmEmail')}
          type="email"
          name="confirmEmail"
          autoComplete="email"
          value={confirmEmail}
          onChange={(e) => setConfirmEmail(e.target.value)}
        />
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {t(busy ? 'auth.signup.busy' : 'auth.signup.submit')}
        </button>
      </form>
      <SocialButtons />
      <p className="auth-switch">
        {t('auth.signup.haveAccount')}{' '}
        <Link className="link" to="/signin">
          {t('auth.signup.toSignin')}
        </Link>
      </p>
    </>
  );
}

import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { PasswordField } from '@renderer/components/password-field';
import { TextField } from '@renderer/components/text-field';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { normaliseEmail } from '@shared/api/email';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { login } from '../api/login';
import { AuthHeading } from '../components/auth-heading';
import { SocialButtons } from '../components/social-buttons';
import { useDelayedNavigate } from '@renderer/lib/use-delayed-navigate';
import { validateSignIn } from '../lib/validation';

export function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateSignIn({ email, password });
    if (problem) {
      notify.error(t(problem));
      return;
    }
    setBusy(true);
    try {
      const res = await login({ email, password });
      const profileSetup = res.profileSetup === true;
      await saveSession(
        { token: res.data.accessToken, userId: res.data.user_id, profileSetup },
        { remember },
      );
      notify.success(res.message || t('auth.signin.success'));
      // Stays busy until the page changes, so a second click cannot sign in twice.
      navigateLater(profileSetup ? '/' : '/profile-setup', { replace: true });
    } catch (error) {
      const apiError = toApiError(error, 'auth.signin.failed');
      notify.error(apiError.message);
      if (apiError.code === 'EMAIL_NOT_VERIFIED') {
        // The server has sent a fresh code; finish verification first.
        await saveSession({ signupEmail: normaliseEmail(email) }, { remember: true });
        void navigate('/otp');
        return;
      }
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.signin.title')} subtitle={t('auth.signin.subtitle')} />
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('common.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>{t('auth.signin.rememberMe')}</span>
          </label>
          <Link className="link" to="/forgot-password">
            {t('auth.signin.forgot')}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
          {t(busy ? 'auth.signin.busy' : 'auth.signin.submit')}
        </button>
      </form>
      <SocialButtons />
      <p className="auth-switch">
        {t('auth.signin.noAccount')}{' '}
        <Link className="link" to="/signup">
          {t('auth.signin.toSignup')}
        </Link>
      </p>
    </>
  );
}

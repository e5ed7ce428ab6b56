import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { ShieldCheckIcon } from '@renderer/components/icons';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import { OTP_RESEND_LOCK_SECONDS, OTP_TTL_SECONDS } from '@shared/constants';
import { type FormEvent, useState } from 'react';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { AuthHeading } from '../components/auth-heading';
import { AuthSwitch } from '../components/auth-switch';
import { OtpInput } from '@renderer/components/otp-input';
import { SubmitButton } from '../components/submit-button';
import { useCountdown } from '@renderer/hooks/use-countdown';
import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { formatCountdown } from '../lib/format-countdown';
import { emptyOtp } from '@renderer/lib/otp-digits';
import { resendLabel } from '@renderer/lib/resend-label';
import { validateOtp } from '../lib/validation';

export function OtpPage() {
  const t = useT();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const email = useSessionStore((s) => s.signupEmail);
  const saveSession = useSessionStore((s) => s.save);
  const [digits, setDigits] = useState(emptyOtp);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const expiry = useCountdown(OTP_TTL_SECONDS);
  const lock = useCountdown(0);

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const code = digits.join('');
    const problem = validateOtp(code);
    if (problem) {
      notify.error(t(problem));
      return;
    }
    if (!email) {
      notify.error(t('auth.otp.noEmail'));
      return;
    }
    setVerifying(true);
    try {
      const res = await verifyOtp({ email, otp: code });
      notify.success(res.message || t('auth.otp.success'));
      // The sign-up email was only kept for this step: verified, it is forgotten.
      await saveSession({ signupEmail: null }, { remember: true });
      navigateLater('/signin', { replace: true });
    } catch (error) {
      notify.error(toApiError(error, 'auth.otp.failed').message);
      setVerifying(false);
    }
  };

  const onResend = async () => {
    if (resending || lock.remaining > 0) return;
    if (!email) {
      notify.error(t('auth.otp.noEmail'));
      return;
    }
    setResending(true);
    try {
      const res = await resendOtp({ email });
      notify.success(res.message || t('auth.otp.resent'));
      setDigits(emptyOtp());
      expiry.restart(OTP_TTL_SECONDS);
      lock.restart(OTP_RESEND_LOCK_SECONDS);
    } catch (error) {
      notify.error(toApiError(error, 'auth.otp.resendFailed').message);
    } finally {
      setResending(false);
    }
  };

  const resend = resendLabel({ resending, lockSeconds: lock.remaining });

  return (
    <>
      <AuthHeading
        icon={<ShieldCheckIcon size={26} />}
        title={t('auth.otp.title')}
        subtitle={t('auth.otp.subtitle', { email: email ?? t('auth.resetInfo.yourEmail') })}
      />
      <form className="form" onSubmit={onVerify} noValidate>
        <OtpInput
          digits={digits}
          onChange={setDigits}
          disabled={verifying}
          legend={t('auth.otp.codeLabel')}
        />
        <p className="otp-timer" role="timer">
          {t('auth.otp.expiresIn', { time: formatCountdown(expiry.remaining) })}
        </p>
        {expiry.remaining === 0 && (
          <p className="form-note form-note-warning" role="status">
            {t('auth.otp.expired')}
          </p>
        )}
        <SubmitButton busy={verifying} label="auth.otp.submit" busyLabel="auth.otp.busy" />
      </form>
      <p className="auth-switch">
        {t('auth.otp.noCode')}{' '}
        <button
          type="button"
          className="btn-link"
          onClick={onResend}
          disabled={resending || lock.remaining > 0}
          aria-busy={resending}
        >
          {t(resend.key, resend.params)}
        </button>
      </p>
      <AuthSwitch to="/signin" label={t('auth.resetInfo.backToLogin')} />
    </>
  );
}

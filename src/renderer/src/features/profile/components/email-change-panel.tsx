import { OtpInput } from '@renderer/components/otp-input';
import { useT } from '@renderer/i18n/use-t';
import { toApiError } from '@renderer/lib/api-client';
import { emptyOtp } from '@renderer/lib/otp-digits';
import { resendLabel } from '@renderer/lib/resend-label';
import { notify } from '@renderer/lib/toast';
import { useCountdown } from '@renderer/hooks/use-countdown';
import type { PublicUser } from '@shared/api/user';
import { OTP_RESEND_LOCK_SECONDS } from '@shared/constants';
import { type KeyboardEvent, useId, useState } from 'react';
import { cancelEmailChange, confirmEmailChange, resendEmailChange } from '../api/email-change';
import { refreshSessionUser } from '../lib/refresh-session-user';

interface EmailChangePanelProps {
  pendingEmail: string;
  /** Seconds before Resend may be used: the lockout when a code was sent just now, else 0. */
  lockSeconds: number;
  onConfirmed(user: PublicUser): void;
  onCancelled(): void;
}

/**
 * Under the email field while a new address waits for proof: the code boxes, Confirm, Resend
 * (with the OTP page's lockout countdown) and Cancel. It sits inside the personal form, so it
 * is a fieldset, not a form: Enter in the boxes confirms here instead of saving the profile.
 */
export function EmailChangePanel({
  pendingEmail,
  lockSeconds,
  onConfirmed,
  onCancelled,
}: EmailChangePanelProps) {
  const t = useT();
  const noticeId = useId();
  const [digits, setDigits] = useState(emptyOtp);
  const [busy, setBusy] = useState<'confirm' | 'resend' | 'cancel' | null>(null);
  const lock = useCountdown(lockSeconds);

  const confirm = async () => {
    if (busy) return;
    setBusy('confirm');
    try {
      const res = await confirmEmailChange({ code: digits.join('') });
      notify.success(res.message || t('profile.emailChange.confirmed', { email: res.data.user.email }));
      await refreshSessionUser(res.data.user);
      onConfirmed(res.data.user);
    } catch (error) {
      notify.error(toApiError(error, 'profile.emailChange.confirmFailed').message);
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy || lock.remaining > 0) return;
    setBusy('resend');
    try {
      const res = await resendEmailChange();
      notify.success(res.message || t('profile.emailChange.resent', { email: pendingEmail }));
      setDigits(emptyOtp());
      lock.restart(OTP_RESEND_LOCK_SECONDS);
    } catch (error) {
      notify.error(toApiError(error, 'profile.emailChange.resendFailed').message);
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (busy) return;
    setBusy('cancel');
    try {
      const res = await cancelEmailChange();
      notify.success(res.message || t('profile.emailChange.cancelled'));
      onCancelled();
    } catch (error) {
      notify.error(toApiError(error, 'profile.emailChange.cancelFailed').message);
      setBusy(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void confirm();
  };

  const resendText = resendLabel({ resending: busy === 'resend', lockSeconds: lock.remaining });

  return (
    <fieldset className="email-change profile-wide" aria-labelledby={noticeId} onKeyDown={onKeyDown}>
      <p id={noticeId} className="form-note form-note-warning" role="status">
        {t('profile.emailChange.notice', { email: pendingEmail })}
      </p>
      <OtpInput
        digits={digits}
        onChange={setDigits}
        disabled={busy === 'confirm'}
        legend={t('profile.emailChange.codeLabel', { email: pendingEmail })}
      />
      <div className="email-change-actions">
        <button type="button" className="btn btn-secondary" onClick={cancel} disabled={busy !== null}>
          {t(busy === 'cancel' ? 'profile.emailChange.cancelling' : 'profile.emailChange.cancel')}
        </button>
        <button
          type="button"
          className="btn-link"
          onClick={resend}
          disabled={busy !== null || lock.remaining > 0}
          aria-busy={busy === 'resend'}
        >
          {t(resendText.key, resendText.params)}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={confirm}
          disabled={busy !== null}
          aria-busy={busy === 'confirm'}
        >
          {t(busy === 'confirm' ? 'profile.emailChange.confirming' : 'profile.emailChange.confirm')}
        </button>
      </div>
    </fieldset>
  );
}

import type { MessageKey, MessageParams } from '@shared/i18n';

/** The OTP resend button's label: busy, then a lockout countdown, then 'Resend'. */
export function resendLabel({ resending, lockSeconds }: { resending: boolean; lockSeconds: number }): {
  key: MessageKey;
  params?: MessageParams;
} {
  if (resending) return { key: 'auth.otp.resending' };
  if (lockSeconds > 0) return { key: 'auth.otp.resendIn', params: { n: lockSeconds } };
  return { key: 'auth.otp.resend' };
}

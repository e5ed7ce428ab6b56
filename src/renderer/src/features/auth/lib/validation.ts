import { isValidEmail, normaliseEmail } from '@shared/api/email';
import { OTP_LENGTH } from '@shared/constants';
import type { MessageKey } from '@shared/i18n';

/**
 * The sign-in and sign-up form rules (docs/product.md §5), each returning the first broken rule's message key (only the
 * first error is shown) or null. Order matters and is tested.
 */

export function validateSignIn({ email, password }: { email: string; password: string }): MessageKey | null {
  if (!email.trim() || !password) return 'auth.signin.required';
  return null;
}

export function validateSignUp({
  email,
  confirmEmail,
  password,
}: {
  email: string;
  confirmEmail: string;
  password: string;
}): MessageKey | null {
  if (!email.trim() || !confirmEmail.trim() || !password) return 'auth.signup.required';
  if (!isValidEmail(email.trim()) || !isValidEmail(confirmEmail.trim())) return 'auth.signup.invalidEmail';
  if (normaliseEmail(email) !== normaliseEmail(confirmEmail)) return 'auth.signup.emailsMismatch';
  return null;
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function validateOtp(code: string): MessageKey | null {
  return OTP_PATTERN.test(code) ? null : 'auth.otp.invalid';
}

export function validateForgotPassword({ email }: { email: string }): MessageKey | null {
  return email.trim() ? null : 'auth.forgot.required';
}

export function validateResetPassword({
  password,
  confirmPassword,
}: {
  password: string;
  confirmPassword: string;
}): MessageKey | null {
  if (!password || !confirmPassword) return 'auth.reset.required';
  if (password !== confirmPassword) return 'auth.reset.mismatch';
  return null;
}

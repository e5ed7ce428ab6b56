import { EMAIL_MAX_LENGTH } from '../constants';
import { requiredText } from './text';

/**
 * The product's email shape: something@something.tld with no spaces. Deliberately simple; the
 * verification code is the real proof that the address works.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Emails are compared and stored lower-cased and trimmed. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * An email field of a request: required (`requiredKey` when blank), the product's shape, stored
 * lower-cased. Sign-up, codes, password recovery and invitations all read addresses this way.
 */
export const emailField = (requiredKey: string) =>
  requiredText(requiredKey, EMAIL_MAX_LENGTH, 'auth.signup.invalidEmail')
    .regex(EMAIL_PATTERN, 'auth.signup.invalidEmail')
    .transform((v) => v.toLowerCase());

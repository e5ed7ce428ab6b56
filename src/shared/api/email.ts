import { EMAIL_MAX_LENGTH } from '../constants';

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

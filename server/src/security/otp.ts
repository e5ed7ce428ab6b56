import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@shared/constants';
import { hmacHex } from './keys';

/** A 6-digit code from the CSPRNG; leading zeros are kept (000123 is a valid code). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Only an HMAC of the code is stored: a database dump alone does not reveal live codes, and a
 * keyed hash (unlike a plain one) cannot be reversed by trying all million codes.
 */
export function hashOtp(key: Buffer, code: string): string {
  return hmacHex(key, code);
}

export function otpMatches(key: Buffer, code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashOtp(key, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

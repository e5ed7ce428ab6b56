import { OTP_LENGTH } from '@shared/constants';

/** The six boxes' contents; '' is an empty box. */
export type OtpDigits = string[];

export function emptyOtp(): OtpDigits {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Writes `text`'s digits from box `index` onwards (typing one digit, pasting the whole code,
 * or an autofill). Returns the new digits and the box to focus next.
 */
export function fillDigits(
  digits: OtpDigits,
  index: number,
  text: string,
): { digits: OtpDigits; focus: number } {
  const incoming = onlyDigits(text);
  if (!incoming) return { digits, focus: index };
  const next = [...digits];
  // A full-length paste is the whole code wherever it lands.
  const start = incoming.length >= OTP_LENGTH ? 0 : index;
  let position = start;
  for (const digit of incoming.slice(0, OTP_LENGTH - start)) {
    next[position] = digit;
    position += 1;
  }
  return { digits: next, focus: Math.min(position, OTP_LENGTH - 1) };
}

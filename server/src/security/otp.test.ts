import { describe, expect, it } from 'vitest';
import { deriveKeys } from './keys';
import { generateOtp, hashOtp, otpMatches } from './otp';

const key = deriveKeys('unit-test-secret-that-is-long-enough').otp;

describe('OTP', () => {
  it('is 6 digits, leading zeros kept', () => {
    for (let i = 0; i < 500; i += 1) expect(generateOtp()).toMatch(/^\d{6}$/);
  });

  it('varies (drawn from the CSPRNG, not a counter or clock)', () => {
    const codes = new Set(Array.from({ length: 200 }, generateOtp));
    expect(codes.size).toBeGreaterThan(190);
  });

  it('is stored as a keyed hash that only the same key matches', () => {
    const stored = hashOtp(key, '012345');
    expect(stored).not.toContain('012345');
    expect(otpMatches(key, '012345', stored)).toBe(true);
    expect(otpMatches(key, '012346', stored)).toBe(false);
    expect(otpMatches(deriveKeys('another-secret-that-is-long-enough!').otp, '012345', stored)).toBe(false);
  });

  it('never throws on a malformed stored hash', () => {
    expect(otpMatches(key, '012345', 'not-hex')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';
import { resendLabel } from '@renderer/lib/resend-label';

describe('formatCountdown', () => {
  it('shows mm:ss with leading zeros', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never goes negative or fractional', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });
});

describe('resendLabel', () => {
  it('is busy first, then the lockout countdown, then plain Resend', () => {
    expect(resendLabel({ resending: true, lockSeconds: 60 })).toEqual({ key: 'auth.otp.resending' });
    expect(resendLabel({ resending: false, lockSeconds: 42 })).toEqual({
      key: 'auth.otp.resendIn',
      params: { n: 42 },
    });
    expect(resendLabel({ resending: false, lockSeconds: 0 })).toEqual({ key: 'auth.otp.resend' });
  });
});

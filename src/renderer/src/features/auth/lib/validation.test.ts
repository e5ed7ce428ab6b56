import { describe, expect, it } from 'vitest';
import {
  validateForgotPassword,
  validateOtp,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('sign-in rules', () => {
  it('needs both email and password', () => {
    expect(validateSignIn({ email: '', password: 'secret' })).toBe('auth.signin.required');
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toBe('auth.signin.required');
    expect(validateSignIn({ email: '   ', password: 'secret' })).toBe('auth.signin.required');
    expect(validateSignIn({ email: 'a@b.co', password: 'secret' })).toBeNull();
  });
});

describe('sign-up rules, first broken rule wins', () => {
  const ok = { email: 'hr@kianda.ao', confirmEmail: 'hr@kianda.ao', password: 'longpassword' };

  it('passes a complete, matching form', () => {
    expect(validateSignUp(ok)).toBeNull();
  });

  it('asks for all fields first, even when the emails are also invalid', () => {
    expect(validateSignUp({ ...ok, password: '' })).toBe('auth.signup.required');
    expect(validateSignUp({ email: 'bad', confirmEmail: '', password: 'x' })).toBe('auth.signup.required');
  });

  it('then checks the email shape of both fields (no spaces, a dot in the domain)', () => {
    expect(validateSignUp({ ...ok, email: 'hr@kianda' })).toBe('auth.signup.invalidEmail');
    expect(validateSignUp({ ...ok, confirmEmail: 'hr @kianda.ao' })).toBe('auth.signup.invalidEmail');
    // Invalid and different: the shape is reported before the mismatch.
    expect(validateSignUp({ ...ok, email: 'nope', confirmEmail: 'other@x.ao' })).toBe(
      'auth.signup.invalidEmail',
    );
  });

  it('then requires the two emails to be equal', () => {
    expect(validateSignUp({ ...ok, confirmEmail: 'rh@kianda.ao' })).toBe('auth.signup.emailsMismatch');
    expect(validateSignUp({ ...ok, confirmEmail: ' HR@Kianda.ao ' })).toBeNull();
  });
});

describe('OTP rule', () => {
  it('is exactly six digits', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp('12345')).toBe('auth.otp.invalid');
    expect(validateOtp('12345a')).toBe('auth.otp.invalid');
    expect(validateOtp('1234567')).toBe('auth.otp.invalid');
  });
});

describe('forgot-password rule', () => {
  it('needs an email', () => {
    expect(validateForgotPassword({ email: ' ' })).toBe('auth.forgot.required');
    expect(validateForgotPassword({ email: 'a@b.co' })).toBeNull();
  });
});

describe('reset-password rules', () => {
  it('asks for both fields before comparing them', () => {
    expect(validateResetPassword({ password: '', confirmPassword: 'abc' })).toBe('auth.reset.required');
    expect(validateResetPassword({ password: 'abc', confirmPassword: '' })).toBe('auth.reset.required');
    expect(validateResetPassword({ password: 'abc', confirmPassword: 'abd' })).toBe('auth.reset.mismatch');
    expect(validateResetPassword({ password: 'abc', confirmPassword: 'abc' })).toBeNull();
  });
});

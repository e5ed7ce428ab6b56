import { z } from 'zod';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES } from '../domain';
import { EMAIL_PATTERN } from './email';
import { envelope, messageResponse } from './envelope';
import { sessionTokensSchema } from './session';
import { text } from './text';
import { userDetailsSchema } from './user';

/**
 * Request schemas of the auth calls (docs/product.md §7). Error messages are catalogue keys: the server
 * answers them translated, and the renderer shows the same words for the same rule.
 */

const email = (requiredKey: string) =>
  text(requiredKey)
    .trim()
    .min(1, requiredKey)
    .max(EMAIL_MAX_LENGTH, 'auth.signup.invalidEmail')
    .regex(EMAIL_PATTERN, 'auth.signup.invalidEmail')
    .transform((v) => v.toLowerCase());

const newPassword = (requiredKey: string) =>
  text(requiredKey)
    .min(1, requiredKey)
    .min(PASSWORD_MIN_LENGTH, 'auth.password.tooShort')
    .max(PASSWORD_MAX_LENGTH, 'auth.password.tooLong');

export const signUpBody = z.object({
  email: email('auth.signup.required'),
  password: newPassword('auth.signup.required'),
  role: z.enum(ROLES, { error: 'errors.invalidRequest' }).default('EMPLOYER'),
});
export type SignUpBody = z.input<typeof signUpBody>;

export const verifyOtpBody = z.object({
  email: email('auth.otp.invalid'),
  otp: text('auth.otp.invalid')
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'auth.otp.invalid'),
});
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const resendOtpBody = z.object({ email: email('auth.forgot.required') });
export type ResendOtpBody = z.input<typeof resendOtpBody>;

export const loginBody = z.object({
  email: text('auth.signin.required')
    .trim()
    .min(1, 'auth.signin.required')
    .max(EMAIL_MAX_LENGTH, 'auth.signin.invalidCredentials')
    .transform((v) => v.toLowerCase()),
  password: text('auth.signin.required')
    .min(1, 'auth.signin.required')
    .max(PASSWORD_MAX_LENGTH, 'auth.signin.invalidCredentials'),
  from: z.enum(ROLES, { error: 'errors.invalidRequest' }).default('EMPLOYER'),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgetPasswordBody = z.object({ email: email('auth.forgot.required') });
export type ForgetPasswordBody = z.input<typeof forgetPasswordBody>;

export const resetPasswordBody = z.object({
  reset_id: text('auth.reset.invalidLink')
    .min(1, 'auth.reset.invalidLink')
    .max(200, 'auth.reset.invalidLink'),
  password: newPassword('auth.reset.required'),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: text('auth.changePassword.required')
    .min(1, 'auth.changePassword.required')
    .max(PASSWORD_MAX_LENGTH, 'auth.changePassword.wrongCurrent'),
  newPassword: newPassword('auth.changePassword.required'),
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** Social sign-in payload (docs/product.md §3): name, email, photo, role. */
export const socialAuthBody = z.object({
  name: text().trim().max(200).default(''),
  email: email('auth.signup.invalidEmail'),
  photo: text().url().max(2000).nullish(),
  role: z.enum(ROLES).default('EMPLOYER'),
  /** The provider's own token; the server checks it with the provider before trusting the email. */
  credential: text().min(1).max(8000),
});
export type SocialAuthBody = z.input<typeof socialAuthBody>;

export { messageResponse };
export type MessageResponse = z.infer<typeof messageResponse>;

/** The refresh token keeps the person signed in past the access token's hour (see api/session.ts). */
export const loginResponse = envelope(sessionTokensSchema).extend({ profileSetup: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const socialAuthResponse = envelope(sessionTokensSchema.extend({ profileSetup: z.boolean() }));
export type SocialAuthResponse = z.infer<typeof socialAuthResponse>;

/**
 * reset_id here is an opaque request id, never the secret in the emailed link, and the
 * answer looks the same for known and unknown emails (user_id is always null).
 */
export const forgetPasswordResponse = envelope(
  z.object({ reset_id: z.string(), user_id: z.string().nullable() }),
);
export type ForgetPasswordResponse = z.infer<typeof forgetPasswordResponse>;

export const userDetailsResponse = envelope(userDetailsSchema);
export type UserDetailsResponse = z.infer<typeof userDetailsResponse>;

/**
 * POST /auth/change-password. A password change ends every earlier session, the caller's
 * included, so the answer carries fresh tokens (a new session) for the one that made the change.
 */
export const changePasswordResponse = envelope(sessionTokensSchema);
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** GET /auth/providers: which social sign-ins this server offers (null = off). */
export const authProvidersResponse = z.object({
  data: z.object({ google: z.string().nullable(), facebook: z.string().nullable() }),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>;

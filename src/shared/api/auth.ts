import { z } from 'zod';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES } from '../domain';
import { emailField } from './email';
import { envelope, messageResponse } from './envelope';
import { sessionTokensSchema } from './session';
import { requiredText, text } from './text';
import { userDetailsSchema } from './user';

/**
 * Request schemas of the auth calls (docs/product.md §7). Error messages are catalogue keys: the server
 * answers them translated, and the renderer shows the same words for the same rule.
 */

const email = emailField;

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
  email: requiredText('auth.signin.required', EMAIL_MAX_LENGTH, 'auth.signin.invalidCredentials').transform(
    (v) => v.toLowerCase(),
  ),
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

/**
 * Sign-in with Google and Facebook (issue 14). The server is the OAuth client; the app never sees
 * a provider token. POST /auth/oauth/{provider}/start gives the provider's page; the provider
 * returns the browser to GET /auth/oauth/{provider}/callback, whose page hands the app a one-time
 * ticket (desktop: conexao://auth/complete?ticket=…; browser: postMessage to the opener, or a
 * redirect to /signin#oauth_ticket=…); POST /auth/oauth/ticket turns it into a session.
 * (The older POST /auth/google-auth and /auth/facebook-auth, which took a provider token the
 * client had obtained, are gone.)
 */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
export const OAUTH_CLIENTS = ['desktop', 'web'] as const;
export type OAuthClientKind = (typeof OAUTH_CLIENTS)[number];

/** Tickets and flow secrets: 256 random bits, base64url (43 characters). */
const oauthSecret = text('auth.social.ticketInvalid').regex(/^[\w-]{43}$/, 'auth.social.ticketInvalid');

export const oauthProviderParams = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: 'errors.notFound' }),
});

export const oauthStartBody = z.object({
  client: z.enum(OAUTH_CLIENTS, { error: 'errors.invalidRequest' }),
  /** base64url(SHA-256(secret)) of a secret the app keeps until it exchanges the ticket. */
  binding: text('errors.invalidRequest').regex(/^[\w-]{43}$/, 'errors.invalidRequest'),
});
export type OAuthStartBody = z.input<typeof oauthStartBody>;

export const oauthStartResponse = envelope(
  z.object({ authorizationUrl: z.string(), expiresAt: z.string().meta({ format: 'date-time' }) }),
);
export type OAuthStartResponse = z.infer<typeof oauthStartResponse>;

/** What a provider appends to the callback; unknown parameters (scope, authuser, …) are dropped. */
export const oauthCallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
});

export const oauthTicketBody = z.object({ ticket: oauthSecret, verifier: oauthSecret });
export type OAuthTicketBody = z.input<typeof oauthTicketBody>;

/** What the callback page posts to the web page that opened it (checked against the API's origin). */
export const OAUTH_MESSAGE_TYPE = 'conexao:oauth';
export const oauthMessageSchema = z.object({
  type: z.literal(OAUTH_MESSAGE_TYPE),
  ticket: z.string().regex(/^[\w-]{43}$/),
});
export type OAuthMessage = z.infer<typeof oauthMessageSchema>;

export { messageResponse };
export type MessageResponse = z.infer<typeof messageResponse>;

/** The refresh token keeps the person signed in past the access token's hour (see api/session.ts). */
export const loginResponse = envelope(sessionTokensSchema).extend({ profileSetup: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponse>;

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

/** GET /auth/providers: which social sign-ins this server offers (null = off). */
export const authProvidersResponse = z.object({
  data: z.object({ google: z.string().nullable(), facebook: z.string().nullable() }),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponse>;

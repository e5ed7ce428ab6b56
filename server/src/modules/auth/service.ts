import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_LOCK_SECONDS,
  OTP_TTL_SECONDS,
  RESET_LINK_TTL_MINUTES,
} from '@shared/constants';
import type { Lang, Role } from '@shared/domain';
import type { Clock } from '../../clock';
import { AppError, tooManyRequests, unauthorized } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import type { CodeMailLimit, LoginFailures } from '../../rate-limit/limits';
import type { RateLimitStore } from '../../rate-limit/store';
import type { ServerKeys } from '../../security/keys';
import { assertNotCommonPassword } from '../../security/common-passwords';
import type { SessionRevocations } from '../../security/session-revocations';
import { generateOtp, hashOtp, otpMatches } from '../../security/otp';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords';
import { generateResetSecret, hashResetSecret } from '../../security/reset-secret';
import { otpEmail, resetEmail, resetLinks } from './emails';
import { createCurrentPasswordCheck } from './current-password';
import { isUniqueViolation } from '../../db/errors';
import type { AccountRow, AuthRepository } from './repository';
import type { SessionService } from './sessions';

/** Reset emails per address per window: enough for a person, useless for flooding an inbox. */
const RESET_MAILS_PER_WINDOW = 5;
const RESET_MAIL_WINDOW_MS = 15 * 60_000;

export interface AuthServiceDeps {
  repo: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  keys: ServerKeys;
  loginFailures: LoginFailures;
  /** Caps on verification codes per address (hour and day). */
  codeMails: CodeMailLimit;
  limits: RateLimitStore;
  sessions: SessionService;
  /** Told after every token-version bump, so open sockets of the account end too. */
  revocations: SessionRevocations;
  webUrl: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: string;
  profileSetup: boolean;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, mailer, clock, keys, loginFailures, codeMails, revocations, sessions } = deps;
  const currentPasswordOk = createCurrentPasswordCheck(loginFailures);

  const wrongCode = () => new AppError(400, 'OTP_INVALID', 'auth.otp.wrongCode');
  const codeExhausted = () => new AppError(400, 'OTP_EXHAUSTED', 'auth.otp.tooManyAttempts');
  const alreadyVerified = () => new AppError(409, 'CONFLICT', 'auth.otp.alreadyVerified');
  const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'auth.signin.invalidCredentials');

  /** Milliseconds until a new code may be sent (0 when it may be sent now). */
  async function resendWaitMs(userId: string): Promise<number> {
    const latest = await repo.latestOtp(userId);
    if (!latest) return 0;
    const elapsed = clock.now().getTime() - latest.createdAt.getTime();
    return Math.max(0, OTP_RESEND_LOCK_SECONDS * 1000 - elapsed);
  }

  function resendTooSoon(waitMs: number): AppError {
    return tooManyRequests('RATE_LIMITED', 'auth.otp.resendTooSoon', waitMs, { n: Math.ceil(waitMs / 1000) });
  }

  async function issueOtp(account: Pick<AccountRow, 'id' | 'email'>, lang: Lang): Promise<void> {
    await codeMails.admit(account.email);
    const code = generateOtp();
    const now = clock.now();
    await repo.replaceOtp(
      account.id,
      hashOtp(keys.otp, code),
      now,
      new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    );
    await mailer.send(otpEmail(lang, account.email, code));
  }

  async function startSession(
    account: Pick<AccountRow, 'id' | 'role' | 'profileSetup'>,
    tokenVersion: number,
  ): Promise<Session> {
    const tokens = await sessions.start({ id: account.id, role: account.role, tokenVersion });
    return { ...tokens, userId: account.id, profileSetup: account.profileSetup };
  }

  return {
    /**
     * New address: account + code. Unverified address: the sign-up starts over (new password,
     * new code) instead of creating a duplicate. Verified address: 409.
     */
    async signUp(
      input: { email: string; password: string; role: Role },
      lang: Lang,
    ): Promise<{ created: boolean }> {
      await assertNotCommonPassword(input.password);
      const existing = await repo.findByEmail(input.email);
      if (existing?.emailVerified) throw new AppError(409, 'CONFLICT', 'auth.signup.emailTaken');
      if (existing) {
        const wait = await resendWaitMs(existing.id);
        if (wait > 0) throw resendTooSoon(wait);
        // Refused before the sign-up restarts: no new password without a code to go with it.
        await codeMails.assertOpen(existing.email);
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      if (existing) {
        await repo.restartSignUp(existing.id, passwordHash, input.role, now);
        revocations.revoked(existing.id);
        await issueOtp(existing, lang);
        return { created: false };
      }
      let account: AccountRow;
      try {
        account = await repo.create(
          { email: input.email, passwordHash, role: input.role, provider: 'LOCAL', emailVerified: false },
          now,
        );
      } catch (error) {
        // Two sign-ups for one address at the same moment: the other one won.
        if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', 'auth.signup.emailTaken');
        throw error;
      }
      await issueOtp(account, lang);
      return { created: true };
    },

    async verifyEmail(input: { email: string; otp: string }): Promise<void> {
      const account = await repo.findByEmail(input.email);
      if (!account) throw wrongCode();
      if (account.emailVerified) throw alreadyVerified();
      const otp = await repo.latestOtp(account.id);
      if (!otp || otp.consumedAt) throw wrongCode();
      if (otp.attempts >= OTP_MAX_ATTEMPTS) throw codeExhausted();
      if (otp.expiresAt <= clock.now()) throw new AppError(400, 'OTP_INVALID', 'auth.otp.expired');

      const reserved = await repo.reserveOtpAttempt(otp.id, clock.now());
      // Lost a race with parallel tries that used up the code (or it expired just now).
      if (!reserved) throw codeExhausted();
      if (!otpMatches(keys.otp, input.otp, otp.codeHash)) {
        throw reserved.attempts >= OTP_MAX_ATTEMPTS ? codeExhausted() : wrongCode();
      }
      if (!(await repo.consumeOtpAndVerify(otp.id, account.id, clock.now()))) throw wrongCode();
    },

    /** Unknown addresses get the same answer as known ones, and no email. */
    async resendOtp(input: { email: string }, lang: Lang): Promise<void> {
      const account = await repo.findByEmail(input.email);
      if (!account) return;
      if (account.emailVerified) throw alreadyVerified();
      const wait = await resendWaitMs(account.id);
      if (wait > 0) throw resendTooSoon(wait);
      await issueOtp(account, lang);
    },

    async login(input: { email: string; password: string; from: Role }, lang: Lang): Promise<Session> {
      await loginFailures.assertNotLocked(input.email);
      const account = await repo.findByEmail(input.email);
      // Unknown address and social-only account cost one hash check too: timing reveals nothing.
      const passwordOk = account?.passwordHash
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!account || !passwordOk) {
        await loginFailures.record(input.email);
        throw invalidCredentials();
      }
      await loginFailures.clear(input.email);

      if (account.role !== input.from) throw new AppError(403, 'WRONG_ROLE', 'auth.signin.wrongRole');
      if (!account.emailVerified) {
        // The app sends the person to /otp next; make sure a live code is on its way (unless
        // the address had its codes for the hour or day: the /otp page's resend then says so).
        if ((await resendWaitMs(account.id)) === 0) {
          await issueOtp(account, lang).catch((error: unknown) => {
            if (!(error instanceof AppError && error.statusCode === 429)) throw error;
          });
        }
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', 'auth.signin.notVerified');
      }
      return startSession(account, account.tokenVersion);
    },

    /**
     * Same answer for every address. The request id is opaque; the secret goes only into
     * the email, sent in the background so response time does not reveal the account either.
     */
    async forgetPassword(input: { email: string }, lang: Lang): Promise<{ requestId: string }> {
      const requestId = randomUUID();
      const account = await repo.findByEmail(input.email);
      if (!account) return { requestId };
      const { count } = await deps.limits.hit(`reset-mail:${account.email}`, RESET_MAIL_WINDOW_MS);
      if (count > RESET_MAILS_PER_WINDOW) return { requestId };

      const secret = generateResetSecret();
      const now = clock.now();
      await repo.createPasswordReset(
        {
          id: requestId,
          userId: account.id,
          tokenHash: hashResetSecret(keys.reset, secret),
          expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
        },
        now,
      );
      mailer.sendInBackground(resetEmail(lang, account.email, resetLinks(deps.webUrl, secret)));
      return { requestId };
    },

    /** `secret` is the last path segment of the emailed link (the body's reset_id). */
    async resetPassword(input: { secret: string; password: string }): Promise<void> {
      const tokenHash = hashResetSecret(keys.reset, input.secret);
      const invalidLink = () => new AppError(400, 'RESET_INVALID', 'auth.reset.invalidLink');
      // Cheap check first, so a dead link does not cost a password hash.
      if (!(await repo.isResetUsable(tokenHash, clock.now()))) throw invalidLink();
      await assertNotCommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      const done = await repo.completePasswordReset(tokenHash, passwordHash, clock.now());
      if (!done) throw invalidLink();
      revocations.revoked(done.userId);
      // Whoever holds the email may sign in again at once, even after a lockout.
      await loginFailures.clear(done.email);
    },

    /** Returns a fresh session: the change ends every earlier one, including the caller's. */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<Session> {
      const account = await repo.findById(userId);
      if (!account) throw unauthorized();
      if (!(await currentPasswordOk(account, input.currentPassword))) {
        throw new AppError(400, 'INVALID_CREDENTIALS', 'auth.changePassword.wrongCurrent');
      }
      if (input.newPassword === input.currentPassword) {
        throw new AppError(400, 'VALIDATION_ERROR', 'auth.changePassword.sameAsOld');
      }
      await assertNotCommonPassword(input.newPassword);
      const tokenVersion = await repo.changePassword(
        account.id,
        await hashPassword(input.newPassword),
        clock.now(),
      );
      revocations.revoked(account.id);
      return startSession(account, tokenVersion);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

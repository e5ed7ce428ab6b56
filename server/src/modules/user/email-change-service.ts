import { OTP_MAX_ATTEMPTS, OTP_RESEND_LOCK_SECONDS, OTP_TTL_SECONDS } from '@shared/constants';
import type { PublicUser } from '@shared/api/user';
import type { Lang } from '@shared/domain';
import type { Clock } from '../../clock';
import { AppError, tooManyRequests } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-hooks';
import type { Mailer } from '../../mail/mailer';
import type { ServerKeys } from '../../security/keys';
import { generateOtp, hashOtp, otpMatches } from '../../security/otp';
import type { SessionRevocations } from '../../security/session-revocations';
import type { CodeMailLimit } from '../../rate-limit/limits';
import { isUniqueViolation } from '../../db/errors';
import type { SessionService } from '../auth/sessions';
import type { CompanyRepository } from '../company/repository';
import { emailChangeCodeEmail, emailChangedNotice } from './email-change-emails';
import type { EmailChangeRepository, PendingChange } from './email-change-repository';
import type { ProfileRepository } from './profile-repository';
import { toPublicUser } from './public-user';

/**
 * A new account email takes effect only once the person proves they read it: a code goes to
 * the new address (sign-up's OTP rules: hashed, 5 tries, expiry, 60 s resend lockout), and the
 * old address is told when the change is done.
 */

export const emailTaken = () => new AppError(409, 'CONFLICT', 'profile.emailTaken');
const nothingPending = () => new AppError(400, 'VALIDATION_ERROR', 'profile.emailChange.nothingPending');
const wrongCode = () => new AppError(400, 'OTP_INVALID', 'auth.otp.wrongCode');
const codeExhausted = () => new AppError(400, 'OTP_EXHAUSTED', 'auth.otp.tooManyAttempts');
const codeExpired = () => new AppError(400, 'OTP_INVALID', 'auth.otp.expired');

export function createEmailChangeService(deps: {
  changes: EmailChangeRepository;
  profiles: ProfileRepository;
  companies: CompanyRepository;
  mailer: Mailer;
  clock: Clock;
  keys: ServerKeys;
  /** The confirming caller's fresh sign-in (the change ends every earlier one). */
  sessions: SessionService;
  /** Caps on codes mailed to one address (hour and day), shared with sign-up's codes. */
  codeMails: CodeMailLimit;
  /** Told after the token-version bump, so open sockets of the account end too. */
  revocations: SessionRevocations;
}) {
  const { changes, profiles, companies, mailer, clock, keys, sessions, codeMails, revocations } = deps;

  function resendWaitMs(pending: PendingChange): number {
    const elapsed = clock.now().getTime() - pending.createdAt.getTime();
    return Math.max(0, OTP_RESEND_LOCK_SECONDS * 1000 - elapsed);
  }

  async function issueCode(userId: string, newEmail: string, lang: Lang): Promise<void> {
    await codeMails.admit(newEmail);
    const code = generateOtp();
    const now = clock.now();
    await changes.replace(
      userId,
      {
        newEmail,
        codeHash: hashOtp(keys.otp, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      },
      now,
    );
    await mailer.send(emailChangeCodeEmail(lang, newEmail, code));
  }

  return {
    async pendingEmail(userId: string): Promise<string | null> {
      return (await changes.find(userId))?.newEmail ?? null;
    },

    /**
     * PUT /user/profile asked for `newEmail` (already checked free). Saving the form again with
     * the same address inside the resend lockout keeps the live code instead of mailing again.
     */
    async request(userId: string, newEmail: string, lang: Lang): Promise<void> {
      const pending = await changes.find(userId);
      if (pending?.newEmail === newEmail && resendWaitMs(pending) > 0) return;
      await issueCode(userId, newEmail, lang);
    },

    async resend(userId: string, lang: Lang): Promise<string> {
      const pending = await changes.find(userId);
      if (!pending) throw nothingPending();
      const wait = resendWaitMs(pending);
      if (wait > 0) {
        throw tooManyRequests('RATE_LIMITED', 'auth.otp.resendTooSoon', wait, { n: Math.ceil(wait / 1000) });
      }
      if (await profiles.isEmailTakenByOther(pending.newEmail, userId)) throw emailTaken();
      await issueCode(userId, pending.newEmail, lang);
      return pending.newEmail;
    },

    async cancel(userId: string): Promise<void> {
      await changes.cancel(userId);
    },

    /** Throws 429 when the address has had its codes for the hour or day (counts nothing). */
    async assertCodeAllowed(newEmail: string): Promise<void> {
      await codeMails.assertOpen(newEmail);
    },

    /** Returns the moved account and fresh tokens: the change ends every earlier session. */
    async confirm(
      caller: AuthUser,
      code: string,
      lang: Lang,
    ): Promise<{ user: PublicUser; accessToken: string; refreshToken: string }> {
      const pending = await changes.find(caller.id);
      if (!pending) throw nothingPending();
      if (pending.attempts >= OTP_MAX_ATTEMPTS) throw codeExhausted();
      if (pending.expiresAt <= clock.now()) throw codeExpired();

      const reserved = await changes.reserveAttempt(caller.id, clock.now());
      // Lost a race with parallel tries that used up the code (or it expired just now).
      if (!reserved) throw codeExhausted();
      if (!otpMatches(keys.otp, code, pending.codeHash)) {
        throw reserved.attempts >= OTP_MAX_ATTEMPTS ? codeExhausted() : wrongCode();
      }
      if (await profiles.isEmailTakenByOther(pending.newEmail, caller.id)) throw emailTaken();

      let applied: Awaited<ReturnType<EmailChangeRepository['apply']>>;
      try {
        applied = await changes.apply(caller.id, pending.codeHash, clock.now());
      } catch (error) {
        // Another account took the address between the check and the write.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      // Someone confirmed or replaced the code in parallel.
      if (!applied) throw wrongCode();
      revocations.revoked(caller.id);
      const { accessToken, refreshToken } = await sessions.start(applied.user);
      // The change is done either way; a slow or failing mail server must not undo it.
      mailer.sendInBackground(emailChangedNotice(lang, applied.oldEmail, applied.user.email));
      const company = await companies.findByUser(caller.id);
      return { user: toPublicUser(applied.user, company), accessToken, refreshToken };
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;

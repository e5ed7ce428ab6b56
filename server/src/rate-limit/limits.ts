import {
  CODE_MAILS_PER_DAY,
  CODE_MAILS_PER_HOUR,
  CV_UPLOADS_MAX,
  CV_UPLOADS_WINDOW_MINUTES,
  EXPORTS_MAX,
  EXPORTS_WINDOW_MINUTES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  PROFILE_WRITES_MAX,
  PROFILE_WRITES_WINDOW_MINUTES,
} from '@shared/constants';
import type { onRequestAsyncHookHandler } from 'fastify';
import { type AppError, tooManyRequests } from '../http/app-error';
import type { RateLimitStore } from './store';

const MINUTE_MS = 60_000;

/** The 429 of a spent budget: the general message, or one that names the limit (`refusal`). */
type Refusal = (resetInMs: number) => AppError;
const tooMany: Refusal = (resetInMs) => tooManyRequests('RATE_LIMITED', 'errors.tooManyRequests', resetInMs);

/** Counts one hit on `key` in its window; past `max` hits, a 429 that says when to retry. */
export async function spend(
  store: RateLimitStore,
  key: string,
  max: number,
  windowMs: number,
  refusal: Refusal = tooMany,
): Promise<void> {
  const { count, resetInMs } = await store.hit(key, windowMs);
  if (count > max) throw refusal(resetInMs);
}

/**
 * A per-account budget named `name`: `max` requests in `windowMs`. An onRequest hook after the
 * route's guard (requireAuth/requireRole), so it refuses before a body is read.
 */
export function perAccountLimit(
  store: RateLimitStore,
  name: string,
  max: number,
  windowMs: number,
  refusal?: Refusal,
): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.user) await spend(store, `${name}:${request.user.id}`, max, windowMs, refusal);
  };
}

/**
 * Per-address limit for the auth routes. Generous by default (offices and cybercafés share
 * one NAT address); the per-account failure limit below is what stops password guessing.
 */
export function perAddressLimit(store: RateLimitStore, perMinute: number): onRequestAsyncHookHandler {
  return async (request) => {
    if (perMinute > 0) await spend(store, `ip:${request.ip}`, perMinute, MINUTE_MS);
  };
}

/**
 * Profile and company saves per account: each is a multipart form that may carry a 5 MB image
 * written to disk, so an account (or a stolen token) cannot fill the disk. An onRequest hook after
 * requireAuth/requireRole: it refuses before the form is read.
 */
export const profileWritesLimit = (store: RateLimitStore): onRequestAsyncHookHandler =>
  perAccountLimit(store, 'profile-writes', PROFILE_WRITES_MAX, PROFILE_WRITES_WINDOW_MINUTES * MINUTE_MS);

/**
 * CV uploads per account (issue 19): a profile CV or a multipart application, each up to 5 MB
 * written to disk. Only multipart requests count, so applying with JSON (or with the profile's
 * CV) is never limited by it. After requireAuth/requireRole, before the form is read.
 */
export function cvUploadsLimit(store: RateLimitStore): onRequestAsyncHookHandler {
  return async (request) => {
    // The header, not request.isMultipart(): the body's parser, which sets that, has not run yet.
    const multipart = /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
    if (!request.user || !multipart) return;
    await spend(
      store,
      `cv-uploads:${request.user.id}`,
      CV_UPLOADS_MAX,
      CV_UPLOADS_WINDOW_MINUTES * MINUTE_MS,
    );
  };
}

/**
 * Applications exports per member (issue 19): after EXPORTS_MAX within the window, refused until
 * the oldest leaves it, with a message that says when. After the company guard, before the query.
 */
export const exportsLimit = (store: RateLimitStore): onRequestAsyncHookHandler =>
  perAccountLimit(store, 'exports', EXPORTS_MAX, EXPORTS_WINDOW_MINUTES * MINUTE_MS, (resetInMs) =>
    tooManyRequests('RATE_LIMITED', 'applications.export.tooMany', resetInMs, {
      max: EXPORTS_MAX,
      window: EXPORTS_WINDOW_MINUTES,
      minutes: Math.max(1, Math.ceil(resetInMs / MINUTE_MS)),
    }),
  );

/**
 * Failed sign-ins per account: after LOGIN_MAX_FAILURES within the window, every attempt
 * (even with the right password) is refused until the window passes.
 */
export class LoginFailures {
  private readonly windowMs = LOGIN_FAILURE_WINDOW_MINUTES * MINUTE_MS;

  constructor(private readonly store: RateLimitStore) {}

  /** Throws 429 ACCOUNT_LOCKED while the account is locked. */
  async assertNotLocked(email: string): Promise<void> {
    const { count, resetInMs } = await this.store.peek(this.key(email));
    if (count >= LOGIN_MAX_FAILURES) throw tooManyRequests('ACCOUNT_LOCKED', 'auth.signin.locked', resetInMs);
  }

  async record(email: string): Promise<void> {
    await this.store.hit(this.key(email), this.windowMs);
  }

  /** After a success or a proven reset, earlier failures no longer count. */
  async clear(email: string): Promise<void> {
    await this.store.reset(this.key(email));
  }

  private key(email: string): string {
    return `login-fail:${email}`;
  }
}

/**
 * Verification codes mailed to one address (sign-up, resends, email change): at most
 * CODE_MAILS_PER_HOUR per hour and CODE_MAILS_PER_DAY per day, whatever the resend lockout
 * allows, so nobody can use the app to flood an inbox or spread guessing over many codes.
 */
export class CodeMailLimit {
  private readonly windows = [
    { name: 'hour', max: CODE_MAILS_PER_HOUR, ms: 60 * MINUTE_MS },
    { name: 'day', max: CODE_MAILS_PER_DAY, ms: 24 * 60 * MINUTE_MS },
  ] as const;

  constructor(private readonly store: RateLimitStore) {}

  /** Throws 429 (Retry-After) when a code may not be sent now; counts nothing. */
  async assertOpen(address: string): Promise<void> {
    for (const window of this.windows) {
      const { count, resetInMs } = await this.store.peek(this.key(window.name, address));
      if (count >= window.max) throw this.refusal(window.name, resetInMs);
    }
  }

  /** Counts one code for the address, or throws 429 if that would pass a cap (nothing is sent then). */
  async admit(address: string): Promise<void> {
    // Counted first and checked after: two parallel requests cannot both take the last place.
    for (const window of this.windows) {
      const { count, resetInMs } = await this.store.hit(this.key(window.name, address), window.ms);
      if (count > window.max) throw this.refusal(window.name, resetInMs);
    }
  }

  private refusal(window: 'hour' | 'day', resetInMs: number) {
    return window === 'hour'
      ? tooManyRequests('RATE_LIMITED', 'auth.otp.hourlyCap', resetInMs, {
          max: CODE_MAILS_PER_HOUR,
          minutes: Math.max(1, Math.ceil(resetInMs / MINUTE_MS)),
        })
      : tooManyRequests('RATE_LIMITED', 'auth.otp.dailyCap', resetInMs, {
          max: CODE_MAILS_PER_DAY,
          hours: Math.max(1, Math.ceil(resetInMs / (60 * MINUTE_MS))),
        });
  }

  private key(window: string, address: string): string {
    return `code-mails:${window}:${address.toLowerCase()}`;
  }
}

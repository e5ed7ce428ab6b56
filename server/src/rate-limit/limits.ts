import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  PROFILE_WRITES_MAX,
  PROFILE_WRITES_WINDOW_MINUTES,
} from '@shared/constants';
import type { onRequestAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '../http/app-error';
import type { RateLimitStore } from './store';

const MINUTE_MS = 60_000;

/**
 * Per-address limit for the auth routes. Generous by default (offices and cybercafés share
 * one NAT address); the per-account failure limit below is what stops password guessing.
 */
export function perAddressLimit(store: RateLimitStore, perMinute: number): onRequestAsyncHookHandler {
  return async (request) => {
    if (perMinute <= 0) return;
    const { count, resetInMs } = await store.hit(`ip:${request.ip}`, MINUTE_MS);
    if (count > perMinute) throw tooManyRequests('RATE_LIMITED', 'errors.tooManyRequests', resetInMs);
  };
}

/**
 * Profile and company saves per account: each is a multipart form that may carry a 5 MB image
 * written to disk, so an account (or a stolen token) cannot fill the disk. An onRequest hook after
 * requireAuth/requireRole: it refuses before the form is read.
 */
export function profileWritesLimit(store: RateLimitStore): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) return;
    const { count, resetInMs } = await store.hit(
      `profile-writes:${request.user.id}`,
      PROFILE_WRITES_WINDOW_MINUTES * MINUTE_MS,
    );
    if (count > PROFILE_WRITES_MAX)
      throw tooManyRequests('RATE_LIMITED', 'errors.tooManyRequests', resetInMs);
  };
}

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

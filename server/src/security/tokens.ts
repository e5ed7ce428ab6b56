import { ACCESS_TOKEN_TTL_MINUTES } from '@shared/constants';
import { ROLES, type Role } from '@shared/domain';
import { isUserId } from '@shared/realtime/events';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { createVerifiedTokens } from './verified-tokens';

/**
 * What a valid token says; `tokenVersion` is compared with the account's current one and
 * `sessionId` names the sign-in (auth_sessions row) it belongs to, so ending that sign-in
 * ends its access tokens at once. The API signs every token with one (modules/auth/sessions.ts);
 * the authenticator refuses a token without it.
 */
export interface TokenClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
  sessionId?: string;
}

/** Verified tokens kept per instance (security/verified-tokens.ts): a few MB at most. */
export const VERIFIED_TOKENS_KEPT = 10_000;

const ISSUER = 'conexao-api';
const AUDIENCE = 'conexao';

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Null for anything not issued by us, expired, or malformed; never throws. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * True only for a token we signed that is past its expiry: the client may then refresh it
   * (401 TOKEN_EXPIRED) instead of signing the person out. Never throws.
   */
  isExpired(token: string): Promise<boolean>;
}

export function createTokenService(key: Uint8Array, clock: Clock): TokenService {
  // Imported once: given the raw bytes, jose imports them into a CryptoKey on every sign and
  // verify, a thread-pool trip each (~7 % of the server's CPU in issue 20's profile of the lists).
  const hmacKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // A key that cannot be imported fails each call that awaits it, not the process.
  hmacKey.catch(() => {});
  const verified = createVerifiedTokens<TokenClaims>(VERIFIED_TOKENS_KEPT);
  return {
    async sign({ userId, role, tokenVersion, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, tv: tokenVersion, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_MINUTES * 60)
        .sign(await hmacKey);
    },
    async verify(token) {
      const known = verified.get(token, clock.now().getTime());
      if (known) return { ...known };
      try {
        const { payload } = await jwtVerify(token, await hmacKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const role = payload.role;
        const tv = payload.tv;
        // A subject that is not a user id cannot name an account: refused here (401), before
        // it reaches a uuid column, where PostgreSQL would answer with an error (500).
        if (!isUserId(payload.sub) || !ROLES.includes(role as Role)) return null;
        if (typeof tv !== 'number' || !Number.isInteger(tv)) return null;
        // The session id goes to a uuid column too.
        const sid = payload.sid;
        if (sid !== undefined && !isUserId(sid)) return null;
        const claims: TokenClaims = { userId: payload.sub, role: role as Role, tokenVersion: tv };
        if (sid !== undefined) claims.sessionId = sid;
        // jose refuses a token once the clock reaches its `exp` (seconds): kept until then.
        verified.set(token, claims, (payload.exp as number) * 1000);
        return { ...claims };
      } catch {
        return null;
      }
    },
    async isExpired(token) {
      try {
        // jose checks the signature before the claims: an expiry error means the token is ours.
        await jwtVerify(token, await hmacKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        return false;
      } catch (error) {
        return (error as { code?: unknown }).code === 'ERR_JWT_EXPIRED';
      }
    },
  };
}

/** Spec §6 sends the raw token; `Bearer <token>` is accepted too. */
export function extractToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  const bearer = /^Bearer(?:\s+(.*))?$/i.exec(trimmed);
  const value = bearer ? (bearer[1] ?? '').trim() : trimmed;
  return value.length > 0 && value.length <= 4096 ? value : null;
}

import { TOKEN_TTL_HOURS } from '@shared/constants';
import { ROLES, type Role } from '@shared/domain';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock';

/** What a valid token says; `tokenVersion` is compared with the account's current one. */
export interface TokenClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

const ISSUER = 'conexao-api';
const AUDIENCE = 'conexao';

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Null for anything not issued by us, expired, or malformed; never throws. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(key: Uint8Array, clock: Clock): TokenService {
  return {
    async sign({ userId, role, tokenVersion }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role, tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_HOURS * 3600)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const role = payload.role;
        const tv = payload.tv;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role as Role)) return null;
        if (typeof tv !== 'number' || !Number.isInteger(tv)) return null;
        return { userId: payload.sub, role: role as Role, tokenVersion: tv };
      } catch {
        return null;
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

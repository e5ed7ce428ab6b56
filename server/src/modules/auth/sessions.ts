import { randomBytes } from 'node:crypto';
import { REFRESH_TOKEN_IDLE_DAYS, SESSION_MAX_DAYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { hmacHex, type ServerKeys } from '../../security/keys';
import type { SessionRevocations } from '../../security/session-revocations';
import type { TokenService } from '../../security/tokens';
import type { SessionRepository } from './session-repository';

const DAY_MS = 86_400_000;

/** What a sign-in (or a refresh) hands the client. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** Any refresh token we cannot honour: the app signs the person out, whatever the reason. */
const refreshRefused = () => new AppError(401, 'UNAUTHORIZED', 'errors.unauthorized');

/**
 * Sign-in sessions (OWASP ASVS 3.3, 3.5): a short access token (ACCESS_TOKEN_TTL_MINUTES) bound
 * to a session row, and a random refresh token, stored only as an HMAC, that is single use and
 * replaced on every refresh (rotation). A refresh token presented a second time means someone
 * else holds a copy: the whole session ends, the thief's and the owner's tokens alike.
 */
export function createSessionService(deps: {
  repo: SessionRepository;
  tokens: TokenService;
  clock: Clock;
  keys: Pick<ServerKeys, 'refresh'>;
  /** Told when a session ends, so its open sockets end too. */
  revocations: SessionRevocations;
}) {
  const { repo, tokens, clock, keys, revocations } = deps;

  /** 256 random bits, URL-safe; the database only ever sees its HMAC. */
  function newRefreshToken(sessionEnd: Date): { token: string; tokenHash: string; expiresAt: Date } {
    const token = randomBytes(32).toString('base64url');
    const idleEnd = clock.now().getTime() + REFRESH_TOKEN_IDLE_DAYS * DAY_MS;
    return {
      token,
      tokenHash: hmacHex(keys.refresh, token),
      expiresAt: new Date(Math.min(idleEnd, sessionEnd.getTime())),
    };
  }

  async function endAfterReplay(userId: string, sessionId: string): Promise<never> {
    await repo.delete(sessionId);
    revocations.revoked(userId, sessionId);
    throw refreshRefused();
  }

  return {
    /** A new sign-in for an account whose current token version is `tokenVersion`. */
    async start(account: { id: string; role: Role; tokenVersion: number }): Promise<SessionTokens> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_MAX_DAYS * DAY_MS);
      const refresh = newRefreshToken(expiresAt);
      const sessionId = await repo.create(
        { userId: account.id, tokenVersion: account.tokenVersion, expiresAt },
        { tokenHash: refresh.tokenHash, expiresAt: refresh.expiresAt },
        now,
      );
      const accessToken = await tokens.sign({
        userId: account.id,
        role: account.role,
        tokenVersion: account.tokenVersion,
        sessionId,
      });
      return { accessToken, refreshToken: refresh.token };
    },

    /** POST /auth/refresh: a new access token and a NEW refresh token; the one given is spent. */
    async refresh(refreshToken: string): Promise<SessionTokens & { userId: string }> {
      const row = await repo.findRefresh(hmacHex(keys.refresh, refreshToken));
      if (!row) throw refreshRefused();
      if (row.usedAt) return endAfterReplay(row.userId, row.sessionId);
      const now = clock.now();
      const dead =
        row.tokenExpiresAt <= now ||
        row.sessionExpiresAt <= now ||
        row.sessionTokenVersion !== row.userTokenVersion;
      if (dead) throw refreshRefused();

      const next = newRefreshToken(row.sessionExpiresAt);
      const rotated = await repo.rotate(
        row.tokenId,
        row.sessionId,
        { tokenHash: next.tokenHash, expiresAt: next.expiresAt },
        now,
      );
      // Spent by a parallel request a moment ago: two holders of one token, the same as a replay.
      if (!rotated) return endAfterReplay(row.userId, row.sessionId);
      const accessToken = await tokens.sign({
        userId: row.userId,
        role: row.role,
        tokenVersion: row.userTokenVersion,
        sessionId: row.sessionId,
      });
      return { accessToken, refreshToken: next.token, userId: row.userId };
    },

    /** POST /auth/logout: this sign-in only; its access tokens, refresh tokens and sockets end. */
    async end(userId: string, sessionId: string): Promise<void> {
      await repo.delete(sessionId);
      revocations.revoked(userId, sessionId);
    },

    /** POST /auth/logout-all: every sign-in of the account, on every device. */
    async endAll(userId: string): Promise<void> {
      await repo.deleteAll(userId, clock.now());
      revocations.revoked(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

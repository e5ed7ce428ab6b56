import { CHAT_SOCKET_RECHECK_SECONDS } from '@shared/constants';
import { companyRoom, personalRoom } from '@shared/realtime/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Authenticate } from '../http/auth-hooks';
import type { SessionRevocations } from '../security/session-revocations';
import { extractToken } from '../security/tokens';
import type { SocketServer } from './socket-types';

export interface SessionGuardOptions {
  authenticate: Authenticate;
  revocations: SessionRevocations;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * A socket is authorised once, at the handshake; this keeps it from outliving its token.
 *
 * - Every socket joins its user's personal room, and a token-version bump disconnects that
 *   room; an ended sign-in disconnects the sockets of that session only. With the Redis adapter
 *   the disconnect reaches the user's sockets on every instance.
 *   The client's reconnect then carries the old token and gets connect_error UNAUTHORIZED.
 * - An instance can still miss the notice (Redis pub/sub does not replay what a briefly
 *   disconnected subscriber missed; a handshake may read the old version just before the bump).
 *   So a socket's token is checked again on its first event after CHAT_SOCKET_RECHECK_SECONDS:
 *   one read per socket per interval, never one per message.
 */
export function guardSessions(
  io: SocketServer,
  { authenticate, revocations, clock, log }: SessionGuardOptions,
): void {
  revocations.onRevoked((userId, sessionId) => {
    if (!sessionId) {
      // This instance's sockets at once (through Redis the request comes back later), then everywhere.
      io.local.in(personalRoom(userId)).disconnectSockets(true);
      io.in(personalRoom(userId)).disconnectSockets(true);
      return;
    }
    // One sign-in ended (logout, a replayed refresh token): only its sockets go. Found through
    // the personal room, which a client cannot leave; with Redis, on every instance.
    io.in(personalRoom(userId))
      .fetchSockets()
      .then((sockets) => {
        for (const socket of sockets) if (socket.data.user?.sessionId === sessionId) socket.disconnect(true);
      })
      .catch((err: unknown) => log.warn({ err, userId }, 'chat: could not end the sockets of a session'));
  });

  const recheckMs = CHAT_SOCKET_RECHECK_SECONDS * 1000;

  io.on('connection', (socket) => {
    const userId = socket.data.user.id;
    void socket.join(personalRoom(userId));
    const company = socket.data.user.company;
    if (company) void socket.join(companyRoom(company.id));

    // The handshake middleware accepted this token; it stays on the socket's handshake anyway.
    const raw: unknown = socket.handshake.auth?.token;
    const token = typeof raw === 'string' ? extractToken(raw) : null;
    let checkedAt = clock.now().getTime();
    let check: Promise<boolean> | null = null;

    const verify = (): Promise<boolean> =>
      (token ? authenticate(token) : Promise.resolve(null)).then(
        (user) => {
          if (user?.id !== userId) return false;
          // The account's current state (a changed company role) for the handlers that follow.
          socket.data.user = user;
          checkedAt = clock.now().getTime();
          return true;
        },
        (err: unknown) => {
          // A database hiccup is no proof of revocation: let the event through, check on the next one.
          log.warn({ err, userId }, 'chat: socket token recheck failed');
          return true;
        },
      );

    socket.use((_packet, next) => {
      if (!check && clock.now().getTime() - checkedAt < recheckMs) return next();
      if (!check) {
        check = verify().then((valid) => {
          check = null;
          if (!valid) {
            log.info({ userId }, 'chat: socket token no longer valid, disconnected');
            socket.disconnect(true);
          }
          return valid;
        });
      }
      // Events that arrive during the check wait on the same promise, so they still run in the
      // order sent; a refused socket's events never reach their handlers.
      void check.then((valid) => {
        if (valid) next();
      });
    });
  });
}

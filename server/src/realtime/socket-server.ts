import { LANGUAGES, type Lang } from '@shared/domain';
import { translate } from '@shared/i18n';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { Clock } from '../clock';
import type { Authenticate } from '../http/auth-hooks';
import { parseAcceptLanguage } from '../http/language';
import type { RedisClient } from '../redis';
import type { SessionRevocations } from '../security/session-revocations';
import { extractToken } from '../security/tokens';
import { guardSessions } from './session-guard';
import type { SocketServer } from './socket-types';

export type { SocketData, SocketServer } from './socket-types';

export interface SocketServerOptions {
  authenticate: Authenticate;
  isAllowedOrigin(origin: string): boolean;
  /** With Redis, events reach sockets connected to any instance behind the load balancer. */
  redis: RedisClient | null;
  /** Token-version bumps: they end the account's open sockets (see session-guard.ts). */
  revocations: SessionRevocations;
  clock: Clock;
}

/**
 * Socket.IO on the app's HTTP server at /socket.io. The handshake must carry a valid token in
 * `auth.token` (raw or "Bearer …"); otherwise the client gets connect_error with
 * `data.code === 'UNAUTHORIZED'`. Every socket joins its user's personal room, and stays only
 * as long as its token does (session-guard.ts).
 */
export async function attachSocketServer(
  app: FastifyInstance,
  { authenticate, isAllowedOrigin, redis, revocations, clock }: SocketServerOptions,
): Promise<SocketServer> {
  const io: SocketServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: {
      origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin)),
      allowedHeaders: ['Authorization', 'Accept-Language'],
    },
  });

  io.use(async (socket, next) => {
    const raw = socket.handshake.auth?.token;
    const token = typeof raw === 'string' ? extractToken(raw) : null;
    const user = token ? await authenticate(token).catch(() => null) : null;
    const asked = socket.handshake.auth?.lang;
    const lang: Lang = (LANGUAGES as readonly unknown[]).includes(asked)
      ? (asked as Lang)
      : parseAcceptLanguage(socket.handshake.headers['accept-language']);
    if (!user) {
      const error = new Error('UNAUTHORIZED') as Error & { data?: unknown };
      error.data = { code: 'UNAUTHORIZED', message: translate(lang, 'errors.unauthorized') };
      return next(error);
    }
    socket.data.user = user;
    socket.data.lang = lang;
    next();
  });
  guardSessions(io, { authenticate, revocations, clock, log: app.log });

  let adapterClients: RedisClient[] = [];
  if (redis) {
    const pub = redis.duplicate();
    const sub = redis.duplicate();
    for (const client of [pub, sub])
      client.on('error', (err) => app.log.error({ err }, 'redis adapter error'));
    await Promise.all([pub.connect(), sub.connect()]);
    adapterClients = [pub, sub];
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pub, sub));
  }

  // Open websockets would keep the HTTP server from closing: end them first, on this instance only.
  // Closing the transports (not a Socket.IO "disconnect" packet, which tells clients to stay away)
  // lets clients reconnect by themselves to the restarted server or another instance.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(adapterClients.map((client) => client.close()));
  });

  return io;
}

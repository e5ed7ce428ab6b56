import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Authenticate } from './http/auth-hooks';
import type { Mailer } from './mail/mailer';
import type { MailOutbox } from './mail/outbox';
import type { SessionService } from './modules/auth/sessions';
import type { RateLimitStore } from './rate-limit/store';
import type { SocketServer } from './realtime/socket-server';
import type { ServerKeys } from './security/keys';
import type { UploadStore } from './modules/uploads/upload-store';
import type { SessionRevocations } from './security/session-revocations';
import type { TokenService } from './security/tokens';

/** A registered route as the app knows it (HEAD twins of GET routes left out). */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<string, unknown> };
}

/**
 * What every module may use, built once per app in buildApp. Modules read it from
 * `app.ctx` instead of importing singletons, so each test app gets its own.
 */
export interface AppContext {
  config: Config;
  db: Database;
  /** Statements the database runs at once for this instance (the pool's size; 1 on PGlite). */
  dbConnections: number;
  mailer: Mailer;
  /** Emails sent with retries until they go (template messages, interview invitations). */
  outbox: MailOutbox;
  limits: RateLimitStore;
  clock: Clock;
  keys: ServerKeys;
  tokens: TokenService;
  authenticate: Authenticate;
  /** Profile pictures and company logos saved under DATA_DIR/uploads. */
  uploads: UploadStore;
  /** Token-version bumps, for the realtime layer to end the sockets they leave unauthorised. */
  revocations: SessionRevocations;
  /** Sign-in sessions: start one (any flow that signs in), refresh, end one or all. */
  sessions: SessionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Socket.IO on the same HTTP server (path /socket.io); realtime/ adds the events. */
    io: SocketServer;
    /** Every route the app registered, with its schemas: the fuzz suite walks all of them. */
    routeTable: readonly RegisteredRoute[];
  }
}

import { APP_ORIGIN } from '@shared/desktop/app-origin';
import path from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { AppContext, RegisteredRoute } from './context';
import { type DatabaseHandle, openDatabase } from './db/client';
import { registerAuthHooks } from './http/auth-hooks';
import { registerDeprecationHeaders, rewriteDeprecatedPath } from './http/deprecated-paths';
import { useZodContract } from './http/contract';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerApiDocs } from './http/openapi';
import { NOBODY_ID, compileSchemas, warmUp } from './http/warm-up';
import { type Mailer, createMailer } from './mail/mailer';
import { OUTBOX_SWEEP_EVERY_MS, createMailOutbox } from './mail/outbox';
import { registerApplicationsModule } from './modules/applications';
import { registerBlogsModule } from './modules/blogs';
import { registerAuthModule } from './modules/auth';
import { createAuthenticator } from './modules/auth/authenticate';
import { keptTokenStates } from './modules/auth/kept-token-states';
import { createSessionRepository } from './modules/auth/session-repository';
import { createSessionService } from './modules/auth/sessions';
import { healthRoutes } from './modules/health/routes';
import { registerInternshipsModule } from './modules/internships';
import { registerInterviewsModule } from './modules/interviews';
import { registerCandidatesModule } from './modules/candidates';
import { registerCompanyModule } from './modules/company';
import { registerMessagesModule } from './modules/messages';
import { registerNotificationsModule } from './modules/notifications';
import { registerPaymentsModule } from './modules/payments';
import { createUploadStore, registerUploadsModule } from './modules/uploads';
import { registerUserModule } from './modules/user';
import { createMemoryStore } from './rate-limit/memory-store';
import { createRedisStore } from './rate-limit/redis-store';
import type { RateLimitStore } from './rate-limit/store';
import { attachSocketServer } from './realtime/socket-server';
import type { RedisClient } from './redis';
import { resolveJwtSecret } from './security/jwt-secret';
import { deriveKeys } from './security/keys';
import { createSessionRevocations } from './security/session-revocations';
import { createTokenService } from './security/tokens';

/** The claims of a token the warm-up signs: no account or sign-in has these ids. */
const NOBODY_CLAIMS = { userId: NOBODY_ID, role: 'EMPLOYER', tokenVersion: 0, sessionId: NOBODY_ID } as const;

/** Every zod schema a route declares: its request's parts and each of its answers. */
const schemasOf = ({ schema }: RegisteredRoute): unknown[] => [
  schema.body,
  schema.querystring,
  schema.params,
  ...Object.values(schema.response ?? {}),
];

/** JSON bodies; uploads (multipart) get their own, larger limit where they are accepted. */
const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  /** An open database (tests share one per file); it stays open when the app closes. */
  database?: DatabaseHandle;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /**
   * Whether this instance runs the background work (default on): the notifications' sweeps at
   * start and on their timers, the notifications' email queue's timer and the mail outbox's
   * sweep. The tests turn it off: their instances share one PostgreSQL database, and one file's
   * instance would otherwise sweep another file's jobs and send its queued emails to its own
   * mail receiver. Tests call the sweeps themselves; an enqueued email is still sent at once by
   * the instance that queued it.
   */
  backgroundWork?: boolean;
  /**
   * Whether the hot paths run once before the server listens (default on; http/warm-up.ts). The
   * tests turn it off, as they build an app per test; server/test/warm-up.test.ts covers it.
   */
  warmUp?: boolean;
}

/**
 * Builds the whole API: database (migrated), mail, rate limits, routes, Socket.IO. Returns
 * a ready, not yet listening instance (server.ts listens; tests inject or listen on port 0).
 * Whatever this function opens, app.close() closes, in reverse order.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const backgroundWork = options.backgroundWork ?? true;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Errors raised before any route (bad percent-encoding, over-long ids, oversized headers)
    // keep the `{message, code}` envelope too.
    frameworkErrors,
    clientErrorHandler,
    // Old paths of the API answer through their new routes (see http/deprecated-paths.ts).
    rewriteUrl: rewriteDeprecatedPath,
  });

  const owned: Array<() => Promise<unknown> | unknown> = [];
  const closeOwned = async () => {
    for (const close of owned.reverse()) await Promise.resolve(close()).catch(() => {});
    owned.length = 0;
  };
  app.addHook('onClose', closeOwned);

  try {
    const keys = deriveKeys(await resolveJwtSecret(config.jwtSecret, config.dataDir));

    const database = options.database ?? (await openDatabase(config));
    if (!options.database) owned.push(() => database.close());
    await database.migrate();

    let redis: RedisClient | null = null;
    if (config.redisUrl) {
      // Loaded only when used: the client library alone costs half a second of start-up.
      const { connectRedis } = await import('./redis');
      redis = await connectRedis(config.redisUrl, (err) => app.log.error({ err }, 'redis error'));
      const client = redis;
      owned.push(() => client.close());
    }

    const limits = options.rateLimitStore ?? (redis ? createRedisStore(redis) : createMemoryStore(clock));
    if (!options.rateLimitStore) owned.push(() => limits.close());

    const mailer =
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      });
    if (!options.mailer) owned.push(() => mailer.close());
    // Closed before the mailer and the database (owned closes in reverse): its sends finish first.
    const outbox = createMailOutbox({ db: database.db, mailer, clock, log: app.log });
    owned.push(() => outbox.close());
    if (backgroundWork) {
      const sweepOutbox = () => {
        outbox.sweep().catch((err) => app.log.warn({ err }, 'outbox: the sweep failed'));
      };
      const timer = setInterval(sweepOutbox, OUTBOX_SWEEP_EVERY_MS);
      timer.unref();
      owned.push(() => clearInterval(timer));
      app.addHook('onReady', async () => sweepOutbox());
    }

    const tokens = createTokenService(keys.jwt, clock);
    const revocations = createSessionRevocations((err) =>
      app.log.error({ err }, 'session revocation listener failed'),
    );
    const sessionRepo = createSessionRepository(database.db);
    // Each request's sign-in check, kept between writes where this process makes them all (PGlite).
    const findTokenState = keptTokenStates(sessionRepo.findTokenState, database.writes);
    const authenticate = createAuthenticator(tokens, { findTokenState }, clock);
    const sessions = createSessionService({ repo: sessionRepo, tokens, clock, keys, revocations });
    const ctx: AppContext = {
      config,
      db: database.db,
      dbConnections: database.connections,
      mailer,
      outbox,
      limits,
      clock,
      keys,
      tokens,
      authenticate,
      revocations,
      sessions,
      uploads: createUploadStore(config.dataDir),
    };
    app.decorate('ctx', ctx);

    useZodContract(app);
    registerErrorHandling(app);
    registerDeprecationHeaders(app);
    registerAuthHooks(app, authenticate, tokens.isExpired);

    // The web app's origins, and exactly the desktop app's own origin (not any app:// host).
    // A refusal is logged once per origin, in one line that says how to allow it: a web app served
    // from an unexpected address otherwise only shows "network error" in the browser.
    const refusedOrigins = new Set<string>();
    const isAllowedOrigin = (origin: string) => {
      if (config.corsOrigins.includes(origin) || origin === APP_ORIGIN) return true;
      if (!refusedOrigins.has(origin) && refusedOrigins.size < 100) {
        refusedOrigins.add(origin);
        app.log.warn(`CORS: refused origin ${JSON.stringify(origin)}; add it to CORS_ORIGINS to allow it`);
      }
      return false;
    };
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Accept-Language', 'Content-Type'],
      // A download's name (the applications export): the app saves the file under it.
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      // Answers carry tokens and personal data: no cache may keep them.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    app.decorate(
      'io',
      await attachSocketServer(app, { authenticate, isAllowedOrigin, redis, revocations, clock }),
    );

    const routeTable: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routeTable.push({
          method,
          url: route.url,
          schema: { ...(route.schema as RegisteredRoute['schema']) },
        });
      }
    });
    app.decorate('routeTable', routeTable);

    await registerApiDocs(app, { publicUrl: config.publicUrl, page: config.apiDocsPage });

    await app.register(healthRoutes);
    await registerAuthModule(app);
    await registerUserModule(app);

    await registerUploadsModule(app);
    const chat = await registerMessagesModule(app);
    // Notifications read jobs and applications through their own queries; the apply transaction
    // writes APPLICATION_RECEIVED through the hooks handed to the applications module here.
    const notifications = await registerNotificationsModule(app, {
      backgroundWork,
    });
    await registerApplicationsModule(app, {
      applyHooks: notifications.applicationHooks,
      sendChat: chat.sendAsCompany,
    });
    const jobs = await registerInternshipsModule(app);
    await registerCompanyModule(app, { activeJobsOf: jobs.activeJobsOfCompany });
    await registerInterviewsModule(app);
    await registerCandidatesModule(app);
    await registerPaymentsModule(app);
    await registerBlogsModule(app);

    if (options.warmUp ?? true) {
      app.addHook('onReady', () =>
        warmUp(app.log, [
          { name: 'database connections', run: () => database.connectAll() },
          {
            name: 'request and response schemas',
            run: () => compileSchemas(routeTable.flatMap(schemasOf)),
          },
          {
            // A well-signed token of a sign-in that does not exist: the token check and the
            // session query every authenticated call makes, refused at the end.
            name: 'authentication',
            run: async () => authenticate(await tokens.sign(NOBODY_CLAIMS)),
          },
          { name: 'notifications feed', run: () => notifications.warmUp() },
        ]),
      );
    }

    await app.ready();
    return app;
  } catch (error) {
    await closeOwned();
    throw error;
  }
}

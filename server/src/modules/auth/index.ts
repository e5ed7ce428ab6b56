import type { FastifyInstance } from 'fastify';
import { CodeMailLimit, LoginFailures } from '../../rate-limit/limits';
import { facebookProvider, googleProvider } from './oauth-providers';
import { createOAuthRepository } from './oauth-repository';
import { oauthRoutes } from './oauth-routes';
import { createOAuthService } from './oauth-service';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService } from './service';

/** Wires the auth module from the app context and mounts it at /auth. */
export async function registerAuthModule(app: FastifyInstance): Promise<void> {
  const { config, db, mailer, clock, keys, limits, revocations, sessions } = app.ctx;
  const repo = createAuthRepository(db);
  const auth = createAuthService({
    repo,
    mailer,
    clock,
    keys,
    limits,
    revocations,
    sessions,
    loginFailures: new LoginFailures(limits),
    codeMails: new CodeMailLimit(limits),
    webUrl: config.webUrl,
  });
  const oauth = createOAuthService({
    repo,
    flows: createOAuthRepository(db),
    clock,
    sessions,
    revocations,
    publicUrl: config.publicUrl,
    providers: {
      GOOGLE: config.google
        ? googleProvider(config.google, clock, app.log, config.oauthTimeoutMs)
        : undefined,
      FACEBOOK: config.facebook
        ? facebookProvider(config.facebook, app.log, config.oauthTimeoutMs)
        : undefined,
    },
  });
  const providers = { google: config.google?.clientId ?? null, facebook: config.facebook?.appId ?? null };
  await app.register(authRoutes, { prefix: '/auth', auth, sessions, providers });
  await app.register(oauthRoutes, { prefix: '/auth', oauth, webOrigins: config.corsOrigins });
}

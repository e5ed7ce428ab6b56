import type { FastifyInstance } from 'fastify';
import { CodeMailLimit, LoginFailures } from '../../rate-limit/limits';
import { createAuthRepository } from './repository';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { facebookVerifier, googleVerifier } from './social-providers';
import { createSocialService } from './social-service';

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
  const social = createSocialService({
    repo,
    clock,
    sessions,
    revocations,
    verifiers: {
      GOOGLE: config.google ? googleVerifier(config.google, clock, app.log) : undefined,
      FACEBOOK: config.facebook ? facebookVerifier(config.facebook, app.log) : undefined,
    },
  });
  const providers = { google: config.google?.clientId ?? null, facebook: config.facebook?.appId ?? null };
  await app.register(authRoutes, { prefix: '/auth', auth, social, sessions, providers });
}

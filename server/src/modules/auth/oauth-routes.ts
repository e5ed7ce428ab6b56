import {
  loginResponse,
  oauthCallbackQuery,
  oauthProviderParams,
  oauthStartBody,
  oauthStartResponse,
  oauthTicketBody,
} from '@shared/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requestLang, say } from '../../http/language';
import { perAddressLimit } from '../../rate-limit/limits';
import { callbackPage } from './oauth-page';
import type { OAuthProviderId } from './oauth-providers';
import type { OAuthService } from './oauth-service';
import { signInAnswer } from './session-answer';

const providerId = (name: 'google' | 'facebook'): OAuthProviderId =>
  name === 'google' ? 'GOOGLE' : 'FACEBOOK';

/** Sign-in with Google and Facebook (issue 14), under /auth; see oauth-service.ts for the flow. */
export const oauthRoutes: FastifyPluginAsyncZod<{
  oauth: OAuthService;
  webOrigins: readonly string[];
}> = async (app, { oauth, webOrigins }) => {
  app.addHook('onRequest', perAddressLimit(app.ctx.limits, app.ctx.config.authRateLimitPerMinute));

  app.post(
    '/oauth/:provider/start',
    { schema: { params: oauthProviderParams, body: oauthStartBody, response: { 200: oauthStartResponse } } },
    async (request) => {
      let webOrigin: string | null = null;
      if (request.body.client === 'web') {
        // The popup posts its result to this origin only: it must be one of our web apps.
        const origin = request.headers.origin;
        if (!origin || !webOrigins.includes(origin)) throw new AppError(403, 'FORBIDDEN', 'errors.forbidden');
        webOrigin = origin;
      }
      const { authorizationUrl, expiresAt } = await oauth.start(providerId(request.params.provider), {
        client: request.body.client,
        binding: request.body.binding,
        webOrigin,
      });
      return {
        message: say(request, 'auth.social.waiting'),
        data: { authorizationUrl, expiresAt: expiresAt.toISOString() },
      };
    },
  );

  // A browser page, not an API answer: whatever happened, the person sees a page in their language.
  app.get(
    '/oauth/:provider/callback',
    { schema: { params: oauthProviderParams, querystring: oauthCallbackQuery } },
    async (request, reply) => {
      const outcome = await oauth.callback(providerId(request.params.provider), request.query);
      const page = callbackPage(outcome, requestLang(request));
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('content-security-policy', page.csp)
        .send(page.html);
    },
  );

  app.post(
    '/oauth/ticket',
    { schema: { body: oauthTicketBody, response: { 200: loginResponse } } },
    async (request) => {
      return signInAnswer(request, await oauth.exchange(request.body));
    },
  );
};

import {
  type AuthProvidersResponse,
  authProvidersResponse,
  changePasswordBody,
  forgetPasswordBody,
  forgetPasswordResponse,
  loginBody,
  loginResponse,
  messageResponse,
  resendOtpBody,
  resetPasswordBody,
  signUpBody,
  verifyOtpBody,
} from '@shared/api/auth';
import { refreshBody, sessionTokensResponse } from '@shared/api/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import { perAddressLimit } from '../../rate-limit/limits';
import type { AuthService } from './service';
import { sessionTokens, signInAnswer } from './session-answer';
import type { SessionService } from './sessions';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  providers: AuthProvidersResponse['data'];
}

/** The auth calls of docs/product.md §7, mounted under /auth. Every route here counts toward the per-address limit. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, sessions, providers },
) => {
  app.addHook('onRequest', perAddressLimit(app.ctx.limits, app.ctx.config.authRateLimitPerMinute));

  app.post(
    '/sign-up',
    // 201 for a new account; 200 when an unverified sign-up of the address starts over.
    { schema: { body: signUpBody, response: { 200: messageResponse, 201: messageResponse } } },
    async (request, reply) => {
      const { created } = await auth.signUp(request.body, requestLang(request));
      return reply.status(created ? 201 : 200).send({ message: say(request, 'auth.signup.success') });
    },
  );

  app.post(
    '/verify',
    { schema: { body: verifyOtpBody, response: { 200: messageResponse } } },
    async (request) => {
      await auth.verifyEmail(request.body);
      return { message: say(request, 'auth.otp.success') };
    },
  );

  app.post(
    '/resend-otp',
    { schema: { body: resendOtpBody, response: { 200: messageResponse } } },
    async (request) => {
      await auth.resendOtp(request.body, requestLang(request));
      return { message: say(request, 'auth.otp.resent') };
    },
  );

  app.post('/login', { schema: { body: loginBody, response: { 200: loginResponse } } }, async (request) => {
    return signInAnswer(request, await auth.login(request.body, requestLang(request)));
  });

  // The refresh token is the credential here: no access token is needed (it may have expired).
  app.post(
    '/refresh',
    { schema: { body: refreshBody, response: { 200: sessionTokensResponse } } },
    async (request) => {
      const session = await sessions.refresh(request.body.refreshToken);
      return { message: say(request, 'auth.refresh.success'), data: sessionTokens(session) };
    },
  );

  app.post(
    '/logout',
    { onRequest: app.requireAuth, schema: { response: { 200: messageResponse } } },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await sessions.end(id, sessionId);
      return { message: say(request, 'auth.logout.success') };
    },
  );

  app.post(
    '/logout-all',
    { onRequest: app.requireAuth, schema: { response: { 200: messageResponse } } },
    async (request) => {
      await sessions.endAll(currentUser(request).id);
      return { message: say(request, 'auth.logoutAll.success') };
    },
  );

  app.post(
    '/forget-password',
    { schema: { body: forgetPasswordBody, response: { 200: forgetPasswordResponse } } },
    async (request) => {
      const { requestId } = await auth.forgetPassword(request.body, requestLang(request));
      return { message: say(request, 'auth.forgot.sent'), data: { reset_id: requestId, user_id: null } };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await auth.resetPassword({ secret: request.body.reset_id, password: request.body.password });
      return { message: say(request, 'auth.reset.success') };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.requireAuth,
      schema: { body: changePasswordBody, response: { 200: sessionTokensResponse } },
    },
    async (request) => {
      const session = await auth.changePassword(currentUser(request).id, request.body);
      return {
        message: say(request, 'auth.changePassword.success'),
        data: sessionTokens(session),
      };
    },
  );

  app.get('/providers', { schema: { response: { 200: authProvidersResponse } } }, async () => ({
    data: providers,
  }));
};

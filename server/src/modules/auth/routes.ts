import {
  type AuthProvidersResponse,
  type ChangePasswordResponse,
  type ForgetPasswordResponse,
  type LoginResponse,
  type MessageResponse,
  type SocialAuthResponse,
  changePasswordBody,
  forgetPasswordBody,
  loginBody,
  resendOtpBody,
  resetPasswordBody,
  signUpBody,
  socialAuthBody,
  verifyOtpBody,
} from '@shared/api/auth';
import { type RefreshResponse, refreshBody } from '@shared/api/session';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import type { WithBody } from '../../http/validation';
import { perAddressLimit } from '../../rate-limit/limits';
import type { AuthService } from './service';
import type { SessionService } from './sessions';
import type { SocialProvider, SocialService } from './social-service';

export interface AuthRoutesOptions {
  auth: AuthService;
  social: SocialService;
  sessions: SessionService;
  providers: AuthProvidersResponse['data'];
}

/** The auth calls of docs/product.md §7, mounted under /auth. Every route here counts toward the per-address limit. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { auth, social, sessions, providers },
) => {
  app.addHook('onRequest', perAddressLimit(app.ctx.limits, app.ctx.config.authRateLimitPerMinute));

  app.post<WithBody<typeof signUpBody>>(
    '/sign-up',
    { schema: { body: signUpBody } },
    async (request, reply) => {
      const { created } = await auth.signUp(request.body, requestLang(request));
      return reply
        .status(created ? 201 : 200)
        .send({ message: say(request, 'auth.signup.success') } satisfies MessageResponse);
    },
  );

  app.post<WithBody<typeof verifyOtpBody>>(
    '/verify',
    { schema: { body: verifyOtpBody } },
    async (request) => {
      await auth.verifyEmail(request.body);
      return { message: say(request, 'auth.otp.success') } satisfies MessageResponse;
    },
  );

  app.post<WithBody<typeof resendOtpBody>>(
    '/resend-otp',
    { schema: { body: resendOtpBody } },
    async (request) => {
      await auth.resendOtp(request.body, requestLang(request));
      return { message: say(request, 'auth.otp.resent') } satisfies MessageResponse;
    },
  );

  app.post<WithBody<typeof loginBody>>('/login', { schema: { body: loginBody } }, async (request) => {
    const session = await auth.login(request.body, requestLang(request));
    return {
      message: say(request, 'auth.signin.success'),
      data: {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        user_id: session.userId,
      },
      profileSetup: session.profileSetup,
    } satisfies LoginResponse;
  });

  // The refresh token is the credential here: no access token is needed (it may have expired).
  app.post<WithBody<typeof refreshBody>>('/refresh', { schema: { body: refreshBody } }, async (request) => {
    const { accessToken, refreshToken, userId } = await sessions.refresh(request.body.refreshToken);
    return {
      message: say(request, 'auth.refresh.success'),
      data: { accessToken, refreshToken, user_id: userId },
    } satisfies RefreshResponse;
  });

  app.post('/logout', { onRequest: app.requireAuth }, async (request) => {
    const { id, sessionId } = currentUser(request);
    await sessions.end(id, sessionId);
    return { message: say(request, 'auth.logout.success') } satisfies MessageResponse;
  });

  app.post('/logout-all', { onRequest: app.requireAuth }, async (request) => {
    await sessions.endAll(currentUser(request).id);
    return { message: say(request, 'auth.logoutAll.success') } satisfies MessageResponse;
  });

  app.post<WithBody<typeof forgetPasswordBody>>(
    '/forget-password',
    { schema: { body: forgetPasswordBody } },
    async (request) => {
      const { requestId } = await auth.forgetPassword(request.body, requestLang(request));
      return {
        message: say(request, 'auth.forgot.sent'),
        data: { reset_id: requestId, user_id: null },
      } satisfies ForgetPasswordResponse;
    },
  );

  app.post<WithBody<typeof resetPasswordBody>>(
    '/reset-password',
    { schema: { body: resetPasswordBody } },
    async (request) => {
      await auth.resetPassword({ secret: request.body.reset_id, password: request.body.password });
      return { message: say(request, 'auth.reset.success') } satisfies MessageResponse;
    },
  );

  app.post<WithBody<typeof changePasswordBody>>(
    '/change-password',
    { schema: { body: changePasswordBody }, onRequest: app.requireAuth },
    async (request) => {
      const session = await auth.changePassword(currentUser(request).id, request.body);
      return {
        message: say(request, 'auth.changePassword.success'),
        data: {
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          user_id: session.userId,
        },
      } satisfies ChangePasswordResponse;
    },
  );

  const socialRoute = (app: FastifyInstance, path: string, provider: SocialProvider) =>
    app.post<WithBody<typeof socialAuthBody>>(path, { schema: { body: socialAuthBody } }, async (request) => {
      const session = await social.signIn(provider, request.body);
      return {
        message: say(request, 'auth.signin.success'),
        data: {
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          user_id: session.userId,
          profileSetup: session.profileSetup,
        },
      } satisfies SocialAuthResponse;
    });
  socialRoute(app, '/google-auth', 'GOOGLE');
  socialRoute(app, '/facebook-auth', 'FACEBOOK');

  app.get('/providers', async () => ({ data: providers }) satisfies AuthProvidersResponse);
};

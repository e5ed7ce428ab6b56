import { emailConfirmBody, emailConfirmResponse, pendingEmailResponse } from '@shared/api/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import { profileWritesLimit } from '../../rate-limit/limits';
import type { EmailChangeService } from './email-change-service';

/**
 * Mounted under /user/email: the signed-in account's own pending email change (started by
 * PUT /user/profile). There is no user id in these paths: nobody acts on another account.
 */
export const emailChangeRoutes: FastifyPluginAsyncZod<{ emailChanges: EmailChangeService }> = async (
  app,
  { emailChanges },
) => {
  const guarded = { onRequest: [app.requireAuth, profileWritesLimit(app.ctx.limits)] };

  app.post(
    '/confirm',
    { ...guarded, schema: { body: emailConfirmBody, response: { 200: emailConfirmResponse } } },
    async (request) => {
      const { user, accessToken, refreshToken } = await emailChanges.confirm(
        currentUser(request),
        request.body.code,
        requestLang(request),
      );
      return {
        message: say(request, 'profile.emailChange.confirmed', { email: user.email }),
        data: { user, accessToken, refreshToken, user_id: user.id },
      };
    },
  );

  const answersPending = { ...guarded, schema: { response: { 200: pendingEmailResponse } } };

  app.post('/resend', answersPending, async (request) => {
    const pendingEmail = await emailChanges.resend(currentUser(request).id, requestLang(request));
    return {
      message: say(request, 'profile.emailChange.resent', { email: pendingEmail }),
      data: { pendingEmail },
    };
  });

  app.delete('/pending', answersPending, async (request) => {
    await emailChanges.cancel(currentUser(request).id);
    return { message: say(request, 'profile.emailChange.cancelled'), data: { pendingEmail: null } };
  });
};

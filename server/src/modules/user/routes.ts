import multipart from '@fastify/multipart';
import type { UserDetailsResponse } from '@shared/api/auth';
import {
  PROFILE_IMAGE_FIELD,
  type ProfileSetupResponse,
  type ProfileUpdateResponse,
  SETUP_LOGO_FIELD,
} from '@shared/api/profile';
import type { FastifyPluginAsync } from 'fastify';
import { forbidden } from '../../http/app-error';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import { profileWritesLimit } from '../../rate-limit/limits';
import { readForm } from '../uploads';
import { emailChangeRoutes } from './email-change-routes';
import type { EmailChangeService } from './email-change-service';
import type { ProfileService } from './profile-service';
import type { UserService } from './service';

/** Mounted under /user. The candidate list (GET /user, GET /user/:id) lives in its own module. */
export const userRoutes: FastifyPluginAsync<{
  users: UserService;
  profiles: ProfileService;
  emailChanges: EmailChangeService;
}> = async (app, { users, profiles, emailChanges }) => {
  await app.register(multipart);
  const writesLimit = profileWritesLimit(app.ctx.limits);

  app.get('/details', { onRequest: app.requireAuth }, async (request) => {
    const data = await users.details(currentUser(request).id);
    return { message: say(request, 'auth.details.success'), data } satisfies UserDetailsResponse;
  });

  // Static path: wins over PUT /:userId for the literal "profile".
  app.put('/profile', { onRequest: [app.requireAuth, writesLimit] }, async (request) => {
    const form = await readForm(request, [PROFILE_IMAGE_FIELD]);
    const { user, pendingEmail, codeSentTo } = await profiles.update(
      currentUser(request),
      form,
      requestLang(request),
    );
    return {
      message: codeSentTo
        ? say(request, 'profile.emailChange.savedCodeSent', { email: codeSentTo })
        : say(request, 'profile.updated'),
      data: { user, pendingEmail },
    } satisfies ProfileUpdateResponse;
  });

  await app.register(emailChangeRoutes, { prefix: '/email', emailChanges });

  app.put<{ Params: { userId: string } }>(
    '/:userId',
    {
      onRequest: [
        app.requireRole('EMPLOYER'),
        // Refuse before reading a possibly large form meant for someone else.
        async (request) => {
          if (currentUser(request).id !== request.params.userId) throw forbidden();
        },
        writesLimit,
      ],
    },
    async (request) => {
      const form = await readForm(request, [SETUP_LOGO_FIELD]);
      const user = await profiles.setup(currentUser(request), request.params.userId, form);
      return { message: say(request, 'profile.setupSaved'), data: { user } } satisfies ProfileSetupResponse;
    },
  );
};

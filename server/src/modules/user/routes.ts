import multipart from '@fastify/multipart';
import { userDetailsResponse } from '@shared/api/auth';
import {
  PROFILE_IMAGE_FIELD,
  SETUP_LOGO_FIELD,
  profileSetupResponse,
  profileUpdateResponse,
} from '@shared/api/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/app-error';
import { currentUser } from '../../http/auth-hooks';
import { requestLang, say } from '../../http/language';
import { profileWritesLimit } from '../../rate-limit/limits';
import { readForm } from '../uploads';
import { cvRoutes } from './cv-routes';
import type { CvService } from './cv-service';
import { emailChangeRoutes } from './email-change-routes';
import type { EmailChangeService } from './email-change-service';
import type { ProfileService } from './profile-service';
import type { UserService } from './service';

/** Mounted under /user. The candidate list (GET /user, GET /user/:id) lives in its own module. */
export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  profiles: ProfileService;
  emailChanges: EmailChangeService;
  cvs: CvService;
}> = async (app, { users, profiles, emailChanges, cvs }) => {
  await app.register(multipart);
  const writesLimit = profileWritesLimit(app.ctx.limits);

  app.get(
    '/details',
    { onRequest: app.requireAuth, schema: { response: { 200: userDetailsResponse } } },
    async (request) => {
      const data = await users.details(currentUser(request).id);
      return { message: say(request, 'auth.details.success'), data };
    },
  );

  // Multipart forms: the handlers read them and check them with the shared schemas (no body schema).
  // Static path: wins over PUT /:userId for the literal "profile".
  app.put(
    '/profile',
    {
      onRequest: [app.requireAuth, writesLimit],
      schema: {
        description:
          'multipart/form-data: the fields of profileUpdateBody and an optional `profile_img` image.',
        response: { 200: profileUpdateResponse },
      },
    },
    async (request) => {
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
      };
    },
  );

  await app.register(emailChangeRoutes, { prefix: '/email', emailChanges });
  await app.register(cvRoutes, { prefix: '/profile/cv', cvs });

  app.put(
    '/:userId',
    {
      schema: {
        // Any text: a path naming someone else is a 403 (below), whatever it holds.
        params: z.object({ userId: z.string() }),
        description:
          'multipart/form-data: the fields of profileSetupBody and an optional `profile_img` logo.',
        response: { 200: profileSetupResponse },
      },
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
      return { message: say(request, 'profile.setupSaved'), data: { user } };
    },
  );
};

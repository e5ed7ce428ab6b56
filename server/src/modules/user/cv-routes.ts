import { CV_FIELD, cvFileQuery, profileCvResponse } from '@shared/api/cv';
import { messageResponse } from '@shared/api/envelope';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import { cvUploadsLimit } from '../../rate-limit/limits';
import { readForm, sendPdf } from '../uploads';
import type { CvService } from './cv-service';

/**
 * The candidate's own profile CV, mounted at /user/profile/cv (the caller's profile is the user
 * module's, docs/architecture.md §3). Candidates only; multipart is registered by userRoutes.
 */
export const cvRoutes: FastifyPluginAsyncZod<{ cvs: CvService }> = async (app, { cvs }) => {
  const onRequest = app.requireRole('CANDIDATE');

  app.get('/', { onRequest, schema: { response: { 200: profileCvResponse } } }, async (request) => ({
    message: say(request, 'cv.fetched'),
    data: { cv: await cvs.get(currentUser(request).id) },
  }));

  app.put(
    '/',
    {
      onRequest: [onRequest, cvUploadsLimit(app.ctx.limits)],
      schema: {
        description: `multipart/form-data with one \`${CV_FIELD}\` PDF (checked by its bytes, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB); replaces the profile CV. Applications already sent keep theirs.`,
        response: { 200: profileCvResponse },
      },
    },
    async (request) => {
      const form = await readForm(request, [CV_FIELD]);
      const cv = await cvs.replace(currentUser(request).id, form.file);
      return { message: say(request, 'cv.saved'), data: { cv } };
    },
  );

  app.delete('/', { onRequest, schema: { response: { 200: messageResponse } } }, async (request) => {
    await cvs.remove(currentUser(request).id);
    return { message: say(request, 'cv.removed') };
  });

  app.get(
    '/file',
    {
      onRequest,
      schema: {
        querystring: cvFileQuery,
        description: 'The profile CV itself (application/pdf), inline or with `?download=1` as a download.',
      },
    },
    async (request, reply) => {
      const { file, fileName } = await cvs.file(currentUser(request).id);
      return sendPdf(reply, file, fileName, request.query.download === '1' ? 'attachment' : 'inline');
    },
  );
};

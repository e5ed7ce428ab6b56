import multipart from '@fastify/multipart';
import {
  BLOG_COVER_FIELD,
  blogFeedbackBody,
  blogFeedbackListResponse,
  blogFeedbackResponse,
  blogIdParams,
  blogResponse,
  listBlogsQuery,
  listBlogsResponse,
  saveBlogBody,
} from '@shared/api/blogs';
import { messageResponse } from '@shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth-hooks';
import { say } from '../../http/language';
import { perAccountLimit } from '../../rate-limit/limits';
import { readForm } from '../uploads';
import type { BlogService } from './service';

const HOUR_MS = 60 * 60_000;
/** New articles per author an hour: autosave updates one draft, so this only stops floods. */
export const BLOG_CREATES_PER_HOUR = 60;
/** Cover uploads per author an hour: each writes up to 5 MB to disk. */
export const BLOG_COVERS_PER_HOUR = 60;

/**
 * Mounted under /blogs. Any signed-in user reads published articles and sends feedback;
 * employers write. Ownership (403/404) is the service's.
 */
export const blogRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  await app.register(multipart);
  const reader = app.requireAuth;
  // Employers write; inside a company only a role with blogs.write (issue 18: not a viewer).
  const author = app.requireCompanyAction('blogs.write');

  app.get(
    '/',
    { onRequest: reader, schema: { querystring: listBlogsQuery, response: { 200: listBlogsResponse } } },
    async (request) => {
      const data = await service.list(currentUser(request).id, request.query);
      return { message: say(request, 'blogs.fetched'), data };
    },
  );

  app.post(
    '/',
    {
      onRequest: [author, perAccountLimit(app.ctx.limits, 'blog-creates', BLOG_CREATES_PER_HOUR, HOUR_MS)],
      schema: { body: saveBlogBody, response: { 201: blogResponse } },
    },
    async (request, reply) => {
      const data = await service.create(currentUser(request).id, request.body);
      const key = data.status === 'PUBLISHED' ? 'blogs.published' : 'blogs.draftSaved';
      return reply.status(201).send({ message: say(request, key), data });
    },
  );

  app.get(
    '/:id',
    { onRequest: reader, schema: { params: blogIdParams, response: { 200: blogResponse } } },
    async (request) => {
      const data = await service.read(request.params.id, currentUser(request).id);
      return { message: say(request, 'blogs.fetched'), data };
    },
  );

  app.put(
    '/:id',
    {
      onRequest: author,
      schema: { params: blogIdParams, body: saveBlogBody, response: { 200: blogResponse } },
    },
    async (request) => {
      const data = await service.update(request.params.id, currentUser(request).id, request.body);
      const key = data.status === 'PUBLISHED' ? 'blogs.published' : 'blogs.draftSaved';
      return { message: say(request, key), data };
    },
  );

  app.delete(
    '/:id',
    { onRequest: author, schema: { params: blogIdParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(request.params.id, currentUser(request).id);
      return { message: say(request, 'blogs.deleted') };
    },
  );

  app.put(
    '/:id/cover',
    {
      onRequest: [author, perAccountLimit(app.ctx.limits, 'blog-covers', BLOG_COVERS_PER_HOUR, HOUR_MS)],
      schema: {
        description: `multipart/form-data with one \`${BLOG_COVER_FIELD}\` image (PNG or JPEG, checked by its bytes).`,
        params: blogIdParams,
        response: { 200: blogResponse },
      },
    },
    async (request) => {
      const form = await readForm(request, [BLOG_COVER_FIELD]);
      const data = await service.setCover(request.params.id, currentUser(request).id, form);
      return { message: say(request, 'blogs.coverSaved'), data };
    },
  );

  app.delete(
    '/:id/cover',
    { onRequest: author, schema: { params: blogIdParams, response: { 200: blogResponse } } },
    async (request) => {
      const data = await service.removeCover(request.params.id, currentUser(request).id);
      return { message: say(request, 'blogs.coverRemoved'), data };
    },
  );

  app.post(
    '/:id/feedback',
    {
      onRequest: reader,
      schema: { params: blogIdParams, body: blogFeedbackBody, response: { 201: blogFeedbackResponse } },
    },
    async (request, reply) => {
      const data = await service.sendFeedback(request.params.id, currentUser(request).id, request.body);
      return reply.status(201).send({ message: say(request, 'blogs.feedback.thanks'), data });
    },
  );

  app.get(
    '/:id/feedback',
    { onRequest: author, schema: { params: blogIdParams, response: { 200: blogFeedbackListResponse } } },
    async (request) => {
      const feedback = await service.feedback(request.params.id, currentUser(request).id);
      return { message: say(request, 'blogs.feedback.fetched'), data: { feedback } };
    },
  );
};

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { CONTENT_TYPES } from './image-type';
import type { UploadStore } from './upload-store';

/** Stored names are random and never rewritten, so a browser may keep a file for a year. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name>: read-only, public (an `<img>` sends no token), and limited to names the
 * store itself generates; everything else, traversal attempts included, is a plain 404.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ store: UploadStore }> = async (app, { store }) => {
  const schema = {
    params: z.object({ name: z.string() }),
    description: 'A stored image (JPEG or PNG), streamed; public (an <img> sends no token).',
  };
  app.get('/uploads/:name', { schema }, async (request, reply) => {
    const target = store.resolve(request.params.name);
    if (!target) throw notFound();
    const info = await stat(target.file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return (
      reply
        .header('content-type', CONTENT_TYPES[target.extension])
        .header('content-length', info.size)
        .header('cache-control', CACHE_FOR_A_YEAR)
        .header('content-disposition', 'inline')
        // The desktop app (app://) and the web build live on other origins.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(target.file))
    );
  });
};

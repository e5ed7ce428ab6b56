import type { FastifyInstance } from 'fastify';
import { createBlogRepository } from './repository';
import { blogRoutes } from './routes';
import { createBlogService } from './service';

/** Articles and their feedback, under /blogs; covers go through the upload store. */
export async function registerBlogsModule(app: FastifyInstance): Promise<void> {
  const service = createBlogService({
    repo: createBlogRepository(app.ctx.db),
    store: app.ctx.uploads,
    clock: app.ctx.clock,
  });
  await app.register(blogRoutes, { prefix: '/blogs', service });
}

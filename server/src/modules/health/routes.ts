import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';

/**
 * GET /health: 200 {"status":"ok"} once the database answers. The app is only built after
 * migrations ran, so reaching this handler also means the schema is current.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database unavailable');
      throw new AppError(503, 'INTERNAL', 'errors.internal');
    }
    return { status: 'ok' };
  });
};

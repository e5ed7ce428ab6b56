import { healthResponseSchema } from '@shared/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { SERVER_VERSION } from '../../version';

/**
 * GET /health: 200 {"status":"ok","version":…} once the database answers. The app is only built after
 * migrations ran, so reaching this handler also means the schema is current.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Probed every quarter second by `npm start`/`npm run web` and by load balancers: its requests
  // are not logged at info level, so the console shows what people do, not the probes.
  app.get('/health', { logLevel: 'warn', schema: { response: { 200: healthResponseSchema } } }, async () => {
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database unavailable');
      throw new AppError(503, 'INTERNAL', 'errors.internal');
    }
    return { status: 'ok' as const, version: SERVER_VERSION };
  });
};

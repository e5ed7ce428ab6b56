import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { HealthResponse } from '@shared/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { SERVER_DIR } from '../../paths';

/** The API server's version (server/package.json), reported so clients can show it (desktop Help → About). */
const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * GET /health: 200 {"status":"ok","version":…} once the database answers. The app is only built after
 * migrations ran, so reaching this handler also means the schema is current.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (): Promise<HealthResponse> => {
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database unavailable');
      throw new AppError(503, 'INTERNAL', 'errors.internal');
    }
    return { status: 'ok', version: SERVER_VERSION };
  });
};

import type { FastifyInstance } from 'fastify';
import { createApplicationsRepository } from './repository';
import { applicationsRoutes } from './routes';
import { createApplicationsService } from './service';

export async function registerApplicationsModule(app: FastifyInstance): Promise<void> {
  const service = createApplicationsService(createApplicationsRepository(app.ctx.db), app.ctx.clock);
  await app.register(applicationsRoutes, { prefix: '/applications', service });
}

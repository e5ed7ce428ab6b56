import type { FastifyInstance } from 'fastify';
import { createCandidatesRepository } from './repository';
import { candidatesRoutes } from './routes';
import { createCandidatesService } from './service';

export async function registerCandidatesModule(app: FastifyInstance): Promise<void> {
  const service = createCandidatesService(createCandidatesRepository(app.ctx.db));
  await app.register(candidatesRoutes, { prefix: '/candidates', service });
}

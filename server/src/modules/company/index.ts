import type { FastifyInstance } from 'fastify';
import { uploadStoreOf } from '../uploads';
import { createCompanyRepository } from './repository';
import { companyRoutes } from './routes';
import { createCompanyService } from './service';

export async function registerCompanyModule(app: FastifyInstance): Promise<void> {
  const service = createCompanyService({
    companies: createCompanyRepository(app.ctx.db),
    store: uploadStoreOf(app),
  });
  await app.register(companyRoutes, { prefix: '/company', service });
}

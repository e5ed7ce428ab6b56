import type { FastifyInstance } from 'fastify';
import { createCompanyRepository } from './repository';
import { companyRoutes } from './routes';
import { type CompanyJobsSource, createCompanyService } from './service';

/**
 * Everything under /company. The public page lists the company's open jobs, which the jobs
 * module owns: app.ts passes them in as `activeJobsOf`, so this module imports nothing of it.
 */
export async function registerCompanyModule(
  app: FastifyInstance,
  { activeJobsOf }: { activeJobsOf: CompanyJobsSource },
): Promise<void> {
  const service = createCompanyService({
    companies: createCompanyRepository(app.ctx.db),
    store: app.ctx.uploads,
    activeJobsOf,
  });
  await app.register(companyRoutes, { prefix: '/company', service });
}

import type { FastifyInstance } from 'fastify';
import { createCompanyRepository } from '../company/repository';
import { uploadStoreOf } from '../uploads';
import { createProfileRepository } from './profile-repository';
import { createProfileService } from './profile-service';
import { createUserRepository } from './repository';
import { userRoutes } from './routes';
import { createUserService } from './service';

export async function registerUserModule(app: FastifyInstance): Promise<void> {
  const users = createUserService(createUserRepository(app.ctx.db));
  const profiles = createProfileService({
    profiles: createProfileRepository(app.ctx.db),
    companies: createCompanyRepository(app.ctx.db),
    store: uploadStoreOf(app),
  });
  await app.register(userRoutes, { prefix: '/user', users, profiles });
}

import type { FastifyInstance } from 'fastify';
import { CodeMailLimit, LoginFailures } from '../../rate-limit/limits';
import { createCurrentPasswordCheck } from '../auth/current-password';
import { createCompanyRepository } from '../company/repository';
import { createCvStore } from '../uploads';
import { createCvRepository } from './cv-repository';
import { createCvService } from './cv-service';
import { createEmailChangeRepository } from './email-change-repository';
import { createEmailChangeService } from './email-change-service';
import { createProfileRepository } from './profile-repository';
import { createProfileService } from './profile-service';
import { createUserRepository } from './repository';
import { userRoutes } from './routes';
import { createUserService } from './service';

export async function registerUserModule(app: FastifyInstance): Promise<void> {
  const { db, mailer, clock, keys, limits, sessions, revocations } = app.ctx;
  const users = createUserService(createUserRepository(db));
  const profileRepo = createProfileRepository(db);
  const companies = createCompanyRepository(db);
  const emailChanges = createEmailChangeService({
    changes: createEmailChangeRepository(db),
    profiles: profileRepo,
    companies,
    mailer,
    clock,
    keys,
    sessions,
    codeMails: new CodeMailLimit(limits),
    revocations,
  });
  const profiles = createProfileService({
    profiles: profileRepo,
    companies,
    store: app.ctx.uploads,
    emailChanges,
    currentPasswordOk: createCurrentPasswordCheck(new LoginFailures(limits)),
  });
  const cvs = createCvService(createCvRepository(db), createCvStore(app.ctx.config.dataDir), clock);
  await app.register(userRoutes, { prefix: '/user', users, profiles, emailChanges, cvs });
}

import type { PublicUser } from '@shared/api/user';
import { unauthorized } from '../../http/app-error';
import { toPublicUser } from './public-user';
import type { UserRepository } from './repository';

export function createUserService(repo: UserRepository) {
  return {
    /** The caller's own account; a token for a deleted account is simply no longer valid. */
    async details(userId: string): Promise<PublicUser> {
      const found = await repo.findWithCompany(userId);
      if (!found) throw unauthorized();
      return toPublicUser(found.user, found.company);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

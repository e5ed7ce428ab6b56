import type { UserDetails } from '@shared/api/user';
import { unauthorized } from '../../http/app-error';
import { toPublicUser } from './public-user';
import type { UserRepository } from './repository';

export function createUserService(repo: UserRepository) {
  return {
    /** The caller's own account; a token for a deleted account is simply no longer valid. */
    async details(userId: string): Promise<UserDetails> {
      const [found, linkedProviders] = await Promise.all([
        repo.findWithCompany(userId),
        repo.linkedProviders(userId),
      ]);
      if (!found) throw unauthorized();
      return {
        ...toPublicUser(found.user, found.company),
        pendingEmail: found.pendingEmail,
        hasPassword: found.user.passwordHash !== null,
        linkedProviders,
        company_role: found.companyRole,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

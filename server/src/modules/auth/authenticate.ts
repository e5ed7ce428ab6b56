import type { Authenticate } from '../../http/auth-hooks';
import type { TokenService } from '../../security/tokens';
import type { AuthRepository } from './repository';

/**
 * A token is accepted only while its account exists and its token version is current: a
 * password reset or change bumps the version and so ends every session issued before it.
 * The role comes from the account, not the token, so a role change applies at once.
 */
export function createAuthenticator(tokens: TokenService, repo: AuthRepository): Authenticate {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims) return null;
    const state = await repo.findTokenState(claims.userId);
    if (!state || state.tokenVersion !== claims.tokenVersion) return null;
    return { id: state.id, role: state.role };
  };
}

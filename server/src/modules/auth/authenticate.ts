import type { Clock } from '../../clock';
import type { Authenticate } from '../../http/auth-hooks';
import type { TokenService } from '../../security/tokens';
import type { SessionRepository } from './session-repository';

/**
 * A token is accepted only while its account exists, its token version is current (a password
 * reset or change bumps the version and so ends every session issued before it) and its
 * sign-in is still open (logout deletes it). The role comes from the account, not the token,
 * so a role change applies at once.
 */
export function createAuthenticator(
  tokens: TokenService,
  sessions: Pick<SessionRepository, 'findTokenState'>,
  clock: Clock,
): Authenticate {
  return async (token, options) => {
    const claims = await tokens.verify(token);
    // Every token the API signs names its sign-in; one without could not be logged out.
    if (!claims?.sessionId) return null;
    const state = await sessions.findTokenState(claims.userId, claims.sessionId, clock.now(), {
      listVersions: options?.listVersions ?? false,
    });
    if (!state || state.tokenVersion !== claims.tokenVersion) return null;
    return {
      id: state.id,
      role: state.role,
      sessionId: claims.sessionId,
      company: state.company,
      listVersions: state.listVersions,
    };
  };
}

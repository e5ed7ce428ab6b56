import type { Role } from '@shared/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { extractToken } from '../security/tokens';
import { forbidden, unauthorized } from './app-error';

/** The caller, as established from a valid token and the account's current state. */
export interface AuthUser {
  id: string;
  role: Role;
}

/** Token (raw, without "Bearer") → caller, or null when it is not (or no longer) valid. */
export type Authenticate = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / requireRole; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid token. */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler: requireAuth, then 403 unless the caller has `role`. */
    requireRole(role: Role): preHandlerAsyncHookHandler;
  }
}

export function registerAuthHooks(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('user', null);

  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    const token = extractToken(request.headers.authorization);
    const user = token ? await authenticate(token) : null;
    if (!user) throw unauthorized();
    request.user = user;
  };

  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => {
    return async function requireRole(this: FastifyInstance, request, reply) {
      await requireAuth.call(this, request, reply);
      if (request.user?.role !== role) throw forbidden();
    };
  });
}

/** The authenticated caller inside a handler guarded by requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

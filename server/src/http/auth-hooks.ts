import type { Role } from '@shared/domain';
import { type CompanyAction, type CompanyRole, can } from '@shared/team/permissions';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { extractToken } from '../security/tokens';
import { AppError, forbidden, unauthorized } from './app-error';
import type { ListVersions } from './list-versions';

/** The caller, as established from a valid token and the account's current state. */
export interface AuthUser {
  id: string;
  role: Role;
  /** The sign-in this token belongs to (logout ends it). */
  sessionId: string;
  /** The company the caller belongs to and their role there (issue 18); null without one. */
  company: CompanyMembership | null;
}

export interface CompanyMembership {
  id: string;
  role: CompanyRole;
}

/** 401 that the app answers with one refresh (and a retry) instead of a sign-out. */
export const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', 'errors.unauthorized');

/**
 * Token (raw, without "Bearer") → caller, or null when it is not (or no longer) valid. With
 * `listVersions`, also the list versions, read in the same statement (http/list-versions.ts).
 */
export type Authenticate = (
  token: string,
  options?: { listVersions?: boolean },
) => Promise<(AuthUser & { listVersions?: ListVersions }) | null>;

/** A guard's choice for its route: a list route has the list versions read with the sign-in. */
export interface GuardOptions {
  listVersions?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth / requireRole; null on public routes. */
    user: AuthUser | null;
    /** The list versions read with this request's sign-in check; null unless its guard asked. */
    listVersions: ListVersions | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid token. */
    requireAuth: onRequestAsyncHookHandler;
    /** onRequest hook: requireAuth, then 403 unless the caller has `role`. */
    requireRole(role: Role, options?: GuardOptions): onRequestAsyncHookHandler;
    /**
     * onRequest hook: an employer whose company role allows `action` (src/shared/team/permissions),
     * else 403. An employer without a company passes (their lists are empty, their writes refused
     * by the service) unless `companyRequired`. With `candidates`, a candidate passes too: the
     * route serves a candidate their own things (an application's CV) and the service checks whose.
     */
    requireCompanyAction(
      action: CompanyAction,
      options?: GuardOptions & { companyRequired?: boolean; candidates?: boolean },
    ): onRequestAsyncHookHandler;
  }
}

/**
 * Guards are `onRequest` hooks, never `preHandler`s: Fastify validates the body between the two,
 * and a caller must learn nothing about a protected route (not even its validation rules) before
 * it proves who it is. Order on every protected route: 401, then 403/404, then 400.
 */
export function registerAuthHooks(
  app: FastifyInstance,
  authenticate: Authenticate,
  /** Whether a refused token is merely past its expiry (see TokenService.isExpired). */
  isExpired: (token: string) => Promise<boolean>,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('listVersions', null);

  // Only a list route reads the list versions with the sign-in: the wider statement costs more
  // (on PGlite, before it kept its statements prepared, 0.69 against 0.42 ms a call).
  async function signIn(request: FastifyRequest, options: GuardOptions): Promise<void> {
    const token = extractToken(request.headers.authorization);
    const found = token ? await authenticate(token, { listVersions: options.listVersions }) : null;
    if (!found) throw token && (await isExpired(token)) ? tokenExpired() : unauthorized();
    const { listVersions, ...user } = found;
    request.user = user;
    request.listVersions = listVersions ?? null;
  }

  const requireAuth: onRequestAsyncHookHandler = (request) => signIn(request, {});

  app.decorate('requireAuth', requireAuth);
  app.decorate('requireRole', (role: Role, options: GuardOptions = {}): onRequestAsyncHookHandler => {
    return async function requireRole(request) {
      await signIn(request, options);
      if (request.user?.role !== role) throw forbidden();
    };
  });
  app.decorate(
    'requireCompanyAction',
    (
      action: CompanyAction,
      options: GuardOptions & { companyRequired?: boolean; candidates?: boolean } = {},
    ) => {
      return async function requireCompanyAction(request) {
        await signIn(request, options);
        const user = request.user;
        if (options.candidates && user?.role === 'CANDIDATE') return;
        if (user?.role !== 'EMPLOYER') throw forbidden();
        if (!user.company) {
          if (options.companyRequired) throw new AppError(403, 'FORBIDDEN', 'team.noCompany');
          return;
        }
        if (!can(user.company.role, action)) throw forbidden();
      } satisfies onRequestAsyncHookHandler;
    },
  );
}

/** The caller's company inside a handler guarded by requireCompanyAction (null: they have none). */
export function companyOf(request: FastifyRequest): CompanyMembership | null {
  return currentUser(request).company;
}

/** The caller's company where the guard said `companyRequired`. */
export function requiredCompanyOf(request: FastifyRequest): CompanyMembership {
  const company = companyOf(request);
  if (!company) throw new AppError(403, 'FORBIDDEN', 'team.noCompany');
  return company;
}

/** The authenticated caller inside a handler guarded by requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

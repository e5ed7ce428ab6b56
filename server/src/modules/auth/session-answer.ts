import type { LoginResponse } from '@shared/api/auth';
import type { FastifyRequest } from 'fastify';
import { say } from '../../http/language';
import type { Session } from './service';

/** A new session's tokens as the contract names them (`user_id`, the API's name since the start). */
export function sessionTokens(session: Omit<Session, 'profileSetup'>): LoginResponse['data'] {
  return { accessToken: session.accessToken, refreshToken: session.refreshToken, user_id: session.userId };
}

/**
 * The answer to a sign-in, with a password or a social provider alike: the tokens, and whether
 * the profile is set up yet (the app opens the profile wizard when it is not).
 */
export function signInAnswer(request: FastifyRequest, session: Session): LoginResponse {
  return {
    message: say(request, 'auth.signin.success'),
    data: sessionTokens(session),
    profileSetup: session.profileSetup,
  };
}

import {
  type LoginResponse,
  type OAuthProviderName,
  type OAuthStartBody,
  type OAuthStartResponse,
  type OAuthTicketBody,
  oauthStartBody,
  oauthTicketBody,
} from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';
import { parseRequest } from '@renderer/lib/parse-request';

/** POST /auth/oauth/{provider}/start — the provider's page for a new sign-in flow (issue 14). */
export function startOAuth(provider: OAuthProviderName, body: OAuthStartBody): Promise<OAuthStartResponse> {
  return api.post<OAuthStartResponse>(`/auth/oauth/${provider}/start`, parseRequest(oauthStartBody, body), {
    fallbackMessage: provider === 'google' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed',
    skipAuthRedirect: true,
  });
}

/** POST /auth/oauth/ticket — the one-time ticket and the flow secret → a session, like /auth/login. */
export function exchangeOAuthTicket(
  body: OAuthTicketBody,
  provider: OAuthProviderName,
): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/oauth/ticket', parseRequest(oauthTicketBody, body), {
    fallbackMessage: provider === 'google' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed',
    skipAuthRedirect: true,
  });
}

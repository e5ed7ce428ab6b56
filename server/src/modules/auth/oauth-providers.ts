import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import type { Config } from '../../config';

/**
 * The two OAuth providers behind one adapter (docs/architecture.md convention 12). The server is
 * the OAuth client: authorization code flow (RFC 6749 §4.1) with PKCE S256 (RFC 7636), and for
 * Google an OpenID Connect `nonce` (OIDC Core §3.1.2.1). Every base URL comes from configuration,
 * so tests and staging point them at a local fake (server/test/fake-providers.ts).
 */

export type OAuthProviderId = 'GOOGLE' | 'FACEBOOK';

/** What a provider vouched for, after we checked it with the provider itself. */
export interface ProviderIdentity {
  /** The provider's stable id of the person (Google `sub`, Facebook user id). */
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

/**
 * Why a provider step failed; each is a catalogue key the app shows. `unverifiedEmail`: the
 * provider does not vouch for the address; `timeout`: no answer in time; `failed`: any wrong
 * or refused answer (a spent code, a bad verifier, a token for another app, a nonce mismatch).
 */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: 'failed' | 'timeout' | 'unverifiedEmail',
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderFailure';
  }
}

export interface AuthorizationRequest {
  state: string;
  codeChallenge: string;
  nonce: string;
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
}

export interface OAuthProvider {
  readonly id: OAuthProviderId;
  /** The provider's page the person is sent to. */
  authorizationUrl(request: AuthorizationRequest): string;
  /** Code → tokens → a verified identity; throws ProviderFailure, never anything else. */
  identify(exchange: CodeExchange): Promise<ProviderIdentity>;
}

export const PROVIDER_TIMEOUT_MS = 10_000;

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError' || error instanceof joseErrors.JWKSTimeout;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const body = (await response.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** Runs a provider step; a timeout and any unexpected error become a ProviderFailure. */
async function guarded<T>(log: FastifyBaseLogger, provider: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ProviderFailure) {
      log.info({ provider, reason: error.reason, detail: error.message }, 'social sign-in refused');
      throw error;
    }
    const reason = isTimeout(error) ? 'timeout' : 'failed';
    log.info({ provider, reason, err: error }, 'social sign-in refused');
    throw new ProviderFailure(reason, (error as Error)?.message ?? String(error));
  }
}

/**
 * The provider's sign-in page: an authorization-code request bound to our PKCE challenge (S256)
 * and `state`, with what else that provider takes (`extra`).
 */
function codeRequestUrl(
  base: string,
  request: { clientId: string; redirectUri: string; scope: string; state: string; codeChallenge: string },
  extra: Record<string, string> = {},
): string {
  const url = new URL(base);
  url.search = new URLSearchParams({
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: request.scope,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.href;
}

/**
 * Google (OpenID Connect): the token endpoint is called with the code, our secret and the PKCE
 * verifier; the ID token it returns is verified against Google's published keys (JWKS, cached by
 * jose), with our client id as audience, Google as issuer, not expired, our nonce, and an address
 * Google has verified.
 */
export function googleProvider(
  google: NonNullable<Config['google']>,
  clock: Clock,
  log: FastifyBaseLogger,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): OAuthProvider {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: timeoutMs });
  return {
    id: 'GOOGLE',
    authorizationUrl({ state, codeChallenge, nonce, redirectUri }) {
      return codeRequestUrl(
        google.authUrl,
        { clientId: google.clientId, redirectUri, scope: 'openid email profile', state, codeChallenge },
        { nonce, prompt: 'select_account' },
      );
    },
    identify({ code, codeVerifier, nonce, redirectUri }) {
      return guarded(log, 'google', async () => {
        const response = await fetch(google.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: google.clientId,
            client_secret: google.clientSecret,
            code_verifier: codeVerifier,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const tokens = await readJson(response);
        if (!response.ok || typeof tokens?.id_token !== 'string') {
          throw new ProviderFailure(
            'failed',
            `token endpoint answered ${response.status} ${tokens?.error ?? ''}`,
          );
        }
        const { payload } = await jwtVerify(tokens.id_token, keys, {
          audience: google.clientId,
          issuer: google.issuers,
          currentDate: clock.now(),
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (payload.nonce !== nonce) throw new ProviderFailure('failed', 'nonce mismatch');
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new ProviderFailure('failed', 'no subject or email in the ID token');
        }
        if (payload.email_verified !== true && payload.email_verified !== 'true') {
          throw new ProviderFailure('unverifiedEmail', 'email_verified is not true');
        }
        return {
          subject: payload.sub,
          email: payload.email.trim().toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      });
    },
  };
}

/**
 * Facebook (Graph API): the code is exchanged at `{graph}/oauth/access_token` with our secret and
 * the PKCE verifier; `debug_token` (with our app token) must say the access token is valid and was
 * issued to our app; `/me` must name the same user and give an address (Facebook shares only a
 * confirmed one; none at all is refused as unverified).
 */
export function facebookProvider(
  facebook: NonNullable<Config['facebook']>,
  log: FastifyBaseLogger,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): OAuthProvider {
  const graph = (path: string, params: Record<string, string>) => {
    const url = new URL(`${facebook.graphUrl}${path}`);
    url.search = new URLSearchParams(params).toString();
    return url;
  };
  const getJson = async (url: URL) => {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await readJson(response);
    if (!response.ok || !body) {
      throw new ProviderFailure('failed', `${url.pathname} answered ${response.status}`);
    }
    return body;
  };
  return {
    id: 'FACEBOOK',
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      return codeRequestUrl(facebook.dialogUrl, {
        clientId: facebook.appId,
        redirectUri,
        scope: 'email,public_profile',
        state,
        codeChallenge,
      });
    },
    identify({ code, codeVerifier, redirectUri }) {
      return guarded(log, 'facebook', async () => {
        const token = await getJson(
          graph('/oauth/access_token', {
            client_id: facebook.appId,
            client_secret: facebook.appSecret,
            redirect_uri: redirectUri,
            code,
            code_verifier: codeVerifier,
          }),
        );
        const accessToken = token.access_token;
        if (typeof accessToken !== 'string') throw new ProviderFailure('failed', 'no access_token');

        const debug = (
          await getJson(
            graph('/debug_token', {
              input_token: accessToken,
              access_token: `${facebook.appId}|${facebook.appSecret}`,
            }),
          )
        ).data as Record<string, unknown> | undefined;
        if (debug?.is_valid !== true || String(debug.app_id) !== facebook.appId || !debug.user_id) {
          throw new ProviderFailure('failed', 'debug_token: not a valid token of our app');
        }

        const me = await getJson(
          graph('/me', {
            fields: 'id,name,email,picture.type(large)',
            access_token: accessToken,
            // Graph API calls signed with the app secret (Facebook's "Require App Secret" setting).
            appsecret_proof: createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex'),
          }),
        );
        if (String(me.id) !== String(debug.user_id)) {
          throw new ProviderFailure('failed', '/me names another user than debug_token');
        }
        if (typeof me.email !== 'string' || !me.email.includes('@')) {
          throw new ProviderFailure('unverifiedEmail', '/me has no email');
        }
        const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
        return {
          subject: String(me.id),
          email: me.email.trim().toLowerCase(),
          name: typeof me.name === 'string' ? me.name : null,
          picture: typeof picture === 'string' ? picture : null,
        };
      });
    },
  };
}

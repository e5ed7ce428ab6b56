import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Clock } from '../../clock';
import type { Config } from '../../config';

/** What a provider vouches for, after we checked its token with the provider itself. */
export interface ProviderIdentity {
  email: string;
  name: string | null;
  picture: string | null;
}

export interface ProviderVerifier {
  /** Null when the provider does not confirm the token (never throws). */
  verify(credential: string): Promise<ProviderIdentity | null>;
}

const PROVIDER_TIMEOUT_MS = 5000;

/**
 * Google ID token: signature against Google's published keys (JWKS, cached by jose), our
 * client id as audience, Google as issuer, not expired, and an email Google has verified.
 */
export function googleVerifier(
  google: NonNullable<Config['google']>,
  clock: Clock,
  log: FastifyBaseLogger,
): ProviderVerifier {
  const keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: PROVIDER_TIMEOUT_MS });
  return {
    async verify(credential) {
      try {
        const { payload } = await jwtVerify(credential, keys, {
          audience: google.clientId,
          issuer: google.issuers,
          currentDate: clock.now(),
        });
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        if (typeof payload.email !== 'string' || !verified) return null;
        return {
          email: payload.email.trim().toLowerCase(),
          name: typeof payload.name === 'string' ? payload.name : null,
          picture: typeof payload.picture === 'string' ? payload.picture : null,
        };
      } catch (err) {
        log.info({ err }, 'google token refused');
        return null;
      }
    },
  };
}

/**
 * Facebook access token: debug_token (with our app credentials) must say it is valid and was
 * issued to our app; then /me gives the email of that same user.
 */
export function facebookVerifier(
  facebook: NonNullable<Config['facebook']>,
  log: FastifyBaseLogger,
): ProviderVerifier {
  const getJson = async (url: URL): Promise<Record<string, unknown> | null> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    if (!response.ok) return null;
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async verify(credential) {
      try {
        const debugUrl = new URL(`${facebook.graphUrl}/debug_token`);
        debugUrl.searchParams.set('input_token', credential);
        debugUrl.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
        const debug = (await getJson(debugUrl))?.data as Record<string, unknown> | undefined;
        if (debug?.is_valid !== true || String(debug.app_id) !== facebook.appId) return null;

        const meUrl = new URL(`${facebook.graphUrl}/me`);
        meUrl.searchParams.set('fields', 'id,name,email,picture.type(large)');
        meUrl.searchParams.set('access_token', credential);
        const me = await getJson(meUrl);
        if (!me || String(me.id) !== String(debug.user_id) || typeof me.email !== 'string') return null;
        const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
        return {
          email: me.email.trim().toLowerCase(),
          name: typeof me.name === 'string' ? me.name : null,
          picture: typeof picture === 'string' ? picture : null,
        };
      } catch (err) {
        log.info({ err }, 'facebook token refused');
        return null;
      }
    },
  };
}

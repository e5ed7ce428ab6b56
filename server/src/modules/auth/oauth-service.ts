import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MessageKey } from '@shared/i18n';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import { toSearchText } from '../../lib/search-text';
import type { SessionRevocations } from '../../security/session-revocations';
import type { OAuthClient, OAuthRepository } from './oauth-repository';
import { type OAuthProvider, type OAuthProviderId, ProviderFailure } from './oauth-providers';
import { isUniqueViolation } from '../../db/errors';
import type { AccountRow, AuthRepository } from './repository';
import type { Session } from './service';
import type { SessionService } from './sessions';

/** The state of a flow lives this long (issue 14: 10 minutes). */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** A ticket is exchanged within this (issue 14: at most 60 seconds). */
export const OAUTH_TICKET_TTL_MS = 60_000;

const PROVIDER_NAMES: Record<OAuthProviderId, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

/** 256 random bits, base64url: states, verifiers, nonces and tickets alike. */
const random = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the callback page does: hand the ticket back to the app, or say the link is dead. */
export type CallbackOutcome =
  | { kind: 'invalid' }
  | { kind: 'ticket'; client: OAuthClient; webOrigin: string | null; ticket: string };

/** Stored when the provider step failed; turned into the app's error at the exchange. */
type Failure = 'failed' | 'timeout' | 'unverifiedEmail' | 'cancelled';

const ticketInvalid = () => new AppError(401, 'SOCIAL_TICKET_INVALID', 'auth.social.ticketInvalid');

function failureError(provider: OAuthProviderId, failure: string): AppError {
  const params = { provider: PROVIDER_NAMES[provider] };
  switch (failure as Failure) {
    case 'unverifiedEmail':
      return new AppError(403, 'SOCIAL_EMAIL_UNVERIFIED', 'auth.social.unverifiedEmail', params);
    case 'timeout':
      return new AppError(401, 'SOCIAL_SIGNIN_FAILED', 'auth.social.providerTimeout', params);
    case 'cancelled':
      return new AppError(401, 'SOCIAL_SIGNIN_FAILED', 'auth.social.cancelled', params);
    default: {
      const key: MessageKey =
        provider === 'GOOGLE' ? 'auth.social.googleFailed' : 'auth.social.facebookFailed';
      return new AppError(401, 'SOCIAL_SIGNIN_FAILED', key);
    }
  }
}

export interface OAuthServiceDeps {
  repo: AuthRepository;
  flows: OAuthRepository;
  clock: Clock;
  sessions: SessionService;
  /** Claiming an unverified account bumps its token version: whoever held a token for it is out. */
  revocations: SessionRevocations;
  providers: Partial<Record<OAuthProviderId, OAuthProvider>>;
  /** PUBLIC_URL: the callback registered with each provider is `{publicUrl}/auth/oauth/{id}/callback`. */
  publicUrl: string;
}

/**
 * Sign-in with Google and Facebook, the server being the OAuth client (issue 14; docs/product.md
 * §3). `start` creates a flow and gives the provider's page; the provider sends the browser to
 * `callback`, which checks the state, exchanges the code and verifies the identity, and gives the
 * app a one-time ticket; `exchange` turns that ticket (with the app's flow secret) into a session,
 * creating or linking the account only then, so an abandoned flow leaves no account behind.
 */
export function createOAuthService(deps: OAuthServiceDeps) {
  const { repo, flows, clock, sessions, revocations, providers, publicUrl } = deps;

  const redirectUri = (provider: OAuthProviderId) =>
    `${publicUrl}/auth/oauth/${provider.toLowerCase()}/callback`;

  function providerOf(id: OAuthProviderId): OAuthProvider {
    const provider = providers[id];
    if (!provider) throw new AppError(400, 'PROVIDER_DISABLED', 'auth.social.unavailable');
    return provider;
  }

  async function accountFor(
    provider: OAuthProviderId,
    flow: {
      subject: string;
      email: string;
      name: string | null;
      picture: string | null;
    },
  ): Promise<AccountRow> {
    const now = clock.now();
    const linkedId = await flows.findIdentityOwner(provider, flow.subject);
    let account = linkedId ? await repo.findById(linkedId) : await repo.findByEmail(flow.email);
    if (account) {
      // This app signs in employers only; a candidate keeps using the candidates' app.
      if (account.role !== 'EMPLOYER') throw new AppError(403, 'WRONG_ROLE', 'auth.signin.wrongRole');
      if (!account.emailVerified) {
        // An unverified sign-up of this address may be someone else's: the provider's proof wins.
        await repo.claimUnverified(account.id, provider, now);
        revocations.revoked(account.id);
        account = (await repo.findById(account.id))!;
      }
    } else {
      const [firstName = null, ...rest] = (flow.name ?? '').trim().split(/\s+/).filter(Boolean);
      const lastName = rest.length > 0 ? rest.join(' ') : null;
      try {
        account = await repo.create(
          {
            email: flow.email,
            passwordHash: null,
            role: 'EMPLOYER',
            provider,
            emailVerified: true,
            firstName,
            lastName,
            profileImg: flow.picture,
            searchText: toSearchText(firstName, lastName),
          },
          now,
        );
      } catch (error) {
        // A parallel first sign-in created it a moment ago.
        if (!isUniqueViolation(error)) throw error;
        account = (await repo.findByEmail(flow.email))!;
        if (account.role !== 'EMPLOYER') throw new AppError(403, 'WRONG_ROLE', 'auth.signin.wrongRole');
      }
    }
    await flows.link(provider, flow.subject, account.id, flow.email, now);
    return account;
  }

  return {
    isEnabled: (provider: OAuthProviderId) => Boolean(providers[provider]),

    /**
     * A new flow. `binding` is the SHA-256 (base64url) of a secret only the calling app holds;
     * `webOrigin` is where a web page's popup may post its result (null for the desktop app).
     */
    async start(
      id: OAuthProviderId,
      input: { client: OAuthClient; binding: string; webOrigin: string | null },
    ): Promise<{ authorizationUrl: string; expiresAt: Date }> {
      const provider = providerOf(id);
      const state = random();
      const codeVerifier = random();
      const nonce = random();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + OAUTH_STATE_TTL_MS);
      await flows.createFlow(
        {
          provider: id,
          stateHash: sha256(state),
          codeVerifier,
          nonce,
          client: input.client,
          webOrigin: input.webOrigin,
          binding: input.binding,
          expiresAt,
        },
        now,
      );
      const authorizationUrl = provider.authorizationUrl({
        state,
        codeChallenge: sha256(codeVerifier),
        nonce,
        redirectUri: redirectUri(id),
      });
      return { authorizationUrl, expiresAt };
    },

    /**
     * The provider's redirect back. The state is spent first (a replayed or forged callback
     * never reaches the provider); any provider failure still yields a ticket, so the app learns
     * the reason through the exchange, in its own language.
     */
    async callback(
      id: OAuthProviderId,
      query: { state?: string; code?: string; error?: string },
    ): Promise<CallbackOutcome> {
      const provider = providers[id];
      if (!provider || !query.state) return { kind: 'invalid' };
      const flow = await flows.takeState(id, sha256(query.state), clock.now());
      if (!flow) return { kind: 'invalid' };

      let outcome: { identity: Awaited<ReturnType<OAuthProvider['identify']>> } | { failure: Failure };
      if (query.error || !query.code) {
        outcome = { failure: query.error === 'access_denied' ? 'cancelled' : 'failed' };
      } else {
        try {
          const identity = await provider.identify({
            code: query.code,
            codeVerifier: flow.codeVerifier,
            nonce: flow.nonce,
            redirectUri: redirectUri(id),
          });
          outcome = { identity };
        } catch (error) {
          outcome = { failure: error instanceof ProviderFailure ? error.reason : 'failed' };
        }
      }
      const ticket = random();
      await flows.finish(flow.id, outcome, {
        hash: sha256(ticket),
        expiresAt: new Date(clock.now().getTime() + OAUTH_TICKET_TTL_MS),
      });
      return { kind: 'ticket', client: flow.client, webOrigin: flow.webOrigin, ticket };
    },

    /** POST /auth/oauth/ticket: the ticket and the secret whose hash started the flow. */
    async exchange(input: { ticket: string; verifier: string }): Promise<Session> {
      const flow = await flows.takeTicket(sha256(input.ticket), clock.now());
      if (!flow || !sameText(sha256(input.verifier), flow.binding)) throw ticketInvalid();
      if (flow.failure || !flow.subject || !flow.email)
        throw failureError(flow.provider, flow.failure ?? 'failed');
      const account = await accountFor(flow.provider, {
        subject: flow.subject,
        email: flow.email,
        name: flow.name,
        picture: flow.picture,
      });
      const tokens = await sessions.start(account);
      return { ...tokens, userId: account.id, profileSetup: account.profileSetup };
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;

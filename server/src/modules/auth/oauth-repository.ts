import { type SQL, and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { unspent } from '../../db/single-use';
import { oauthFlows, userIdentities } from '../../db/schema';
import type { OAuthProviderId, ProviderIdentity } from './oauth-providers';

/** Data access of social sign-in flows and linked provider accounts: the only file of the flow with Drizzle. */

export type OAuthClient = 'desktop' | 'web';

export interface NewFlow {
  provider: OAuthProviderId;
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  client: OAuthClient;
  webOrigin: string | null;
  binding: string;
  expiresAt: Date;
}

export type FlowRow = typeof oauthFlows.$inferSelect;

/** How long a finished flow's row is kept after its state expired (then any start sweeps it). */
const KEEP_MS = 24 * 60 * 60_000;

/** A flow's two single-use secrets: each has its own used stamp and expiry. */
const SECRETS = {
  state: { usedAt: 'stateUsedAt', expiresAt: oauthFlows.expiresAt },
  ticket: { usedAt: 'ticketUsedAt', expiresAt: oauthFlows.ticketExpiresAt },
} as const;

export function createOAuthRepository(db: Database) {
  /**
   * Spends the flow's state or ticket that `match` finds: one UPDATE, so of two requests with the
   * same secret only one gets the row. Null for an unknown, spent or expired one.
   */
  const spend = async (secret: keyof typeof SECRETS, match: SQL, now: Date): Promise<FlowRow | null> => {
    const { usedAt, expiresAt } = SECRETS[secret];
    const [row] = await db
      .update(oauthFlows)
      .set({ [usedAt]: now })
      .where(and(match, unspent(oauthFlows[usedAt], expiresAt, now)))
      .returning();
    return row ?? null;
  };

  return {
    async createFlow(flow: NewFlow, now: Date): Promise<void> {
      await db.insert(oauthFlows).values({ ...flow, createdAt: now });
      await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date(now.getTime() - KEEP_MS)));
    },

    /** Spends a state (see spend); null too for one another provider's flow created. */
    takeState: (provider: OAuthProviderId, stateHash: string, now: Date): Promise<FlowRow | null> =>
      spend('state', and(eq(oauthFlows.stateHash, stateHash), eq(oauthFlows.provider, provider)) as SQL, now),

    /** The provider step's outcome (an identity or a failure key) and the ticket that carries it. */
    async finish(
      id: string,
      outcome: { identity: ProviderIdentity } | { failure: string },
      ticket: { hash: string; expiresAt: Date },
    ): Promise<void> {
      const values =
        'identity' in outcome
          ? {
              subject: outcome.identity.subject,
              email: outcome.identity.email,
              name: outcome.identity.name,
              picture: outcome.identity.picture,
            }
          : { failure: outcome.failure };
      await db
        .update(oauthFlows)
        .set({ ...values, ticketHash: ticket.hash, ticketExpiresAt: ticket.expiresAt })
        .where(eq(oauthFlows.id, id));
    },

    /** Spends a ticket (single use, within its minute); null when unknown, spent or late. */
    takeTicket: (ticketHash: string, now: Date): Promise<FlowRow | null> =>
      spend('ticket', eq(oauthFlows.ticketHash, ticketHash), now),

    async findIdentityOwner(provider: OAuthProviderId, subject: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.userId ?? null;
    },

    /** Links a provider account to ours; a link that exists already stays as it is. */
    async link(provider: OAuthProviderId, subject: string, userId: string, email: string, now: Date) {
      await db
        .insert(userIdentities)
        .values({ provider, subject, userId, email, createdAt: now })
        .onConflictDoNothing();
    },

    async linkedProviders(userId: string): Promise<OAuthProviderId[]> {
      const rows = await db
        .select({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return [...new Set(rows.map((r) => r.provider))].sort();
    },
  };
}

export type OAuthRepository = ReturnType<typeof createOAuthRepository>;

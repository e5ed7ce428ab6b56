import { and, eq, lt } from 'drizzle-orm';
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

export function createOAuthRepository(db: Database) {
  return {
    async createFlow(flow: NewFlow, now: Date): Promise<void> {
      await db.insert(oauthFlows).values({ ...flow, createdAt: now });
      await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date(now.getTime() - KEEP_MS)));
    },

    /**
     * Spends a state: one UPDATE, so of two callbacks with the same state only one gets the row.
     * Null for an unknown, spent or expired state, or one another provider's flow created.
     */
    async takeState(provider: OAuthProviderId, stateHash: string, now: Date): Promise<FlowRow | null> {
      const [row] = await db
        .update(oauthFlows)
        .set({ stateUsedAt: now })
        .where(
          and(
            eq(oauthFlows.stateHash, stateHash),
            eq(oauthFlows.provider, provider),
            unspent(oauthFlows.stateUsedAt, oauthFlows.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

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
    async takeTicket(ticketHash: string, now: Date): Promise<FlowRow | null> {
      const [row] = await db
        .update(oauthFlows)
        .set({ ticketUsedAt: now })
        .where(
          and(
            eq(oauthFlows.ticketHash, ticketHash),
            unspent(oauthFlows.ticketUsedAt, oauthFlows.ticketExpiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

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

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * One Google/Facebook sign-in in progress (issue 14). The server is the OAuth client: the row
 * holds the PKCE verifier and the OIDC nonce for the provider, and only hashes of the `state`
 * (single use, 10 minutes) and of the one-time ticket (single use, 60 seconds) that the app
 * exchanges for its session. `binding` is the SHA-256 of a secret only the app that started the
 * flow holds: a ticket is worth nothing without it. In the database, not in one process's
 * memory, so the callback and the exchange may land on any instance.
 */
export const oauthFlows = pgTable(
  'oauth_flows',
  {
    id: primaryId(),
    provider: text('provider').$type<'GOOGLE' | 'FACEBOOK'>().notNull(),
    stateHash: text('state_hash').notNull().unique(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** `desktop` (the system browser returns through conexao://) or `web` (popup or redirect). */
    client: text('client').$type<'desktop' | 'web'>().notNull(),
    /** The web page's origin, the only one the callback page posts the result to. */
    webOrigin: text('web_origin'),
    binding: text('binding').notNull(),
    /** The state's end (10 minutes after the start). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stateUsedAt: timestamp('state_used_at', { withTimezone: true }),
    ticketHash: text('ticket_hash').unique(),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    /** What the provider vouched for, once verified; the account is decided at the exchange. */
    subject: text('subject'),
    email: text('email'),
    name: text('name'),
    picture: text('picture'),
    /** A catalogue key when the provider step failed (the exchange answers with it), else NULL. */
    failure: text('failure'),
    createdAt: createdAt(),
  },
  (t) => [
    check('oauth_flows_client_valid', sql`${t.client} in ('desktop', 'web')`),
    index('oauth_flows_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The provider accounts linked to one of ours (Google's or Facebook's `sub` / user id): the same
 * person signs in to the same account even after changing the provider's address.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').$type<'GOOGLE' | 'FACEBOOK'>().notNull(),
    subject: text('subject').notNull(),
    userId: belongsTo('user_id', () => users.id),
    /** The address the provider gave when the link was made. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

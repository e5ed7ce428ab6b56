import { sql } from 'drizzle-orm';
import { type AnyPgColumn, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column helpers shared by every table, so all timestamps carry a time zone. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The table's own key: a random UUID the database draws. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A required link to the row this one belongs to: it goes when that row goes. */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** The key of a row kept beside one other row (one at most each): that row's id; it goes with it. */
export const keyOf = (name: string, target: () => AnyPgColumn) =>
  uuid(name).primaryKey().references(target, { onDelete: 'cascade' });

/** An optional link to a row this one goes with: NULL for none, gone when that row goes. */
export const optionalParent = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'cascade' });

/** Who or what a row is attributed to: the row stays (the link set NULL) when that one goes. */
export const attributedTo = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/** A single-use link's secret: only its hash is kept; it works until `expiresAt`, once (`usedAt`). */
export const singleUseToken = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A JSON list of strings (tags, languages); never NULL so readers need no null checks. */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);

/** A JSON object (parameters, details, choices); never NULL, `{}` when empty, like stringList. */
export const jsonObject = <T>(name: string) => jsonb(name).$type<T>().notNull().default(sql`'{}'::jsonb`);

/** `col IN ('A','B')` for a CHECK constraint; values come from src/shared/domain. */
export const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

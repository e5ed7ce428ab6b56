import { sql } from 'drizzle-orm';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers shared by every table, so all timestamps carry a time zone. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A JSON list of strings (tags, languages); never NULL so readers need no null checks. */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);

/** `col IN ('A','B')` for a CHECK constraint; values come from src/shared/domain. */
export const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

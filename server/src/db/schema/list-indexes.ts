import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * An index's last columns when it serves a list newest first: created_at, then id, both
 * descending. Every list's sort ends with this tiebreak (db/sort-order.ts), so the index walks
 * the list in its exact order and a keyset page starts where the last one ended.
 */
export const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) =>
  [t.createdAt.desc(), t.id.desc()] as const;

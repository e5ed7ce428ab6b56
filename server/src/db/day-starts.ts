import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { createListStatsCache } from './list-stats-cache';
import { ANCHOR_MIN_POSITION, type PageAnchor, type PlacedAnchor } from './page-anchors';

/** The highest and the lowest uuid: beside a day's edge, a key no row's own id passes. */
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The key a walk in date order starts from to begin at the first row of `day` (a UTC date,
 * 'YYYY-MM-DD'): newest first, the day's last microsecond and the highest id (every row of the
 * day and of the days before it); oldest first, its first microsecond and the lowest id.
 * (created_at, id) <= (day 23:59:59.999999, ffff…) holds exactly for created_at < the next day.
 */
export function dayEdge(day: string, order: 'asc' | 'desc'): PageAnchor {
  return order === 'desc'
    ? { createdAt: `${day}T23:59:59.999999Z`, id: LAST_UUID }
    : { createdAt: `${day}T00:00:00.000000Z`, id: FIRST_UUID };
}

/** Rows counted per UTC day of created_at, kept by triggers (e.g. company_application_days). */
export interface DayCounts {
  table: PgTable;
  day: PgColumn;
  count: PgColumn;
}

/** A list's rows per day, newest day first (days without rows left out). */
export type ListDays = ReadonlyArray<{ day: string; count: number }>;

/** The rows per day of the list `where` picks from `days`, newest day first. */
export async function readListDays(db: Database, days: DayCounts, where: SQL): Promise<ListDays> {
  const result = await db.execute(sql`
    select to_char(${days.day}, 'YYYY-MM-DD') as day, sum(${days.count})::int as count
    from ${days.table} where ${where}
    group by ${days.day} having sum(${days.count}) > 0
    order by ${days.day} desc`);
  return result.rows.map((row) => ({ day: String(row.day), count: Number(row.count) }));
}

/**
 * The first row of the day holding position `offset` of `days`' list in `order`, as a placed
 * anchor: how many rows come before that day, and its edge. Null when the first day holds
 * `offset` (the list's own start is as near) or the days end before it.
 */
export function dayHolding(days: ListDays, order: 'asc' | 'desc', offset: number): PlacedAnchor | null {
  let before = 0;
  for (let i = 0; i < days.length; i += 1) {
    const at = days[order === 'desc' ? i : days.length - 1 - i] as ListDays[number];
    if (before + at.count > offset)
      return before > 0 ? { position: before, anchor: dayEdge(at.day, order) } : null;
    before += at.count;
  }
  return null;
}

/**
 * Where deep pages in date order start when no kept anchor is near (issue 20): the first row of
 * the day holding the page, found from the list's rows per day (a few hundred rows: one read of
 * about 2 ms on PostgreSQL, kept per list and version as totals are, so later pages of the same
 * list at the same version place themselves for free). The walk then steps over one day's rows
 * instead of every row before the page, on a server just started too. A version is what the
 * list's membership depends on (the list module's choice), as for db/page-anchors.ts; a change
 * between the request's version read and the days read can file newer days under the older
 * version, the same window as the kept pages'.
 *
 * Bounded: `lists` lists' days (least recently used dropped first), each a few hundred entries.
 */
export function createDayStarts(limits: { lists?: number } = {}) {
  const kept = createListStatsCache(limits.lists ?? 100);
  return {
    /** The first row of the day holding `offset` in the list `key` at `version` (see dayHolding). */
    async holding(
      key: string,
      version: string,
      read: () => Promise<ListDays>,
      order: 'asc' | 'desc',
      offset: number,
    ): Promise<PlacedAnchor | null> {
      return dayHolding(await kept.value(key, version, read), order, offset);
    },
  };
}

/**
 * Where a deep page at `offset` starts: the nearer of the kept anchor `near` and the first row of
 * its day (`dayOf`, for lists counted per day). The day is looked up only for a page at least
 * ANCHOR_MIN_POSITION deep whose kept anchor, if any, is more than that many rows back: from
 * closer, the walk costs no more than placing the page. `read` is what Server-Timing says of the page (db/kept-pages.ts).
 */
export async function pageStart(
  offset: number,
  near: PlacedAnchor | null,
  dayOf?: () => Promise<PlacedAnchor | null>,
): Promise<{ from: PlacedAnchor | null; read: 'anchored' | 'dated' | null }> {
  const far = near ? offset - near.position > ANCHOR_MIN_POSITION : offset >= ANCHOR_MIN_POSITION;
  const day = dayOf && far ? await dayOf() : null;
  const from = day && (!near || day.position > near.position) ? day : near;
  return { from, read: from === null ? null : from === day ? 'dated' : 'anchored' };
}

import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import type { PageAnchor, PlacedAnchor } from './page-anchors';

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

/**
 * Where the day holding position `offset` of a list in date order starts (issue 20): its first row
 * as a placed anchor (db/page-anchors.ts), found from the counts of rows per day (`where` picks
 * the list's counts) by a running sum. A deep page then walks one day's rows, not every row before
 * it, with no page read before it (a server just started). Null when the first day holds `offset`
 * (the list's own start is as near) or the counts end before it.
 *
 * The counts and the walk are two statements: a row added between them moves the page by one, as
 * a row added between two page requests does.
 */
export async function dayHolding(
  db: Database,
  days: DayCounts,
  where: SQL,
  order: 'asc' | 'desc',
  offset: number,
): Promise<PlacedAnchor | null> {
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, (through - n)::int as before
    from (
      select day, n, sum(n) over (order by day ${direction}) as through
      from (
        select ${days.day} as day, sum(${days.count}) as n from ${days.table} where ${where} group by 1
      ) as per_day
    ) as running
    where through > ${offset}
    order by day ${direction}
    limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  const before = Number(row.before);
  return before > 0 ? { position: before, anchor: dayEdge(String(row.day), order) } : null;
}

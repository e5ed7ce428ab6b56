import type { ActiveStatus } from '@shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import { internships } from '../../db/schema';

/**
 * The one rule for "is this job still open": not marked expired AND its expiration date has not
 * passed. Lists, detail, counts and the company page all use it, so a job whose date passed is
 * In-active everywhere without anyone pressing a button.
 */
export function effectiveStatus(stored: ActiveStatus, expirationDate: Date | null, now: Date): ActiveStatus {
  // A draft stays a draft whatever its date: it was never open (issue 19).
  if (stored === 'DRAFT') return 'DRAFT';
  if (stored !== 'ACTIVE') return 'IN-ACTIVE';
  return expirationDate === null || expirationDate.getTime() > now.getTime() ? 'ACTIVE' : 'IN-ACTIVE';
}

/** The same rule as a SQL condition. */
export function isActiveSql(now: Date): SQL {
  return sql`(${internships.activeStatus} = 'ACTIVE' and (${internships.expirationDate} is null or ${internships.expirationDate} > ${now.toISOString()}::timestamptz))`;
}

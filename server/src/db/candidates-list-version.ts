import { sql } from 'drizzle-orm';
import { listVersions } from './schema';

/**
 * list_versions 'candidates' as a scalar subquery, for a statement that reads it beside other
 * things (the sign-in check of a list request, the applications list's own versions read)
 * instead of in a statement of its own.
 */
export function candidatesListVersion() {
  return sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = 'candidates')`.mapWith(
    Number,
  );
}

import type { Database } from '../../db/client';
import { companyMembers } from '../../db/schema';

/**
 * Adds the member inside a `withRollback` transaction. An account belongs to one company at most
 * (the member row's key is the user): when the user joined one meanwhile, nothing is added and
 * the whole transaction rolls back.
 */
export async function joinOrRollBack(
  tx: Database,
  rollback: () => never,
  member: typeof companyMembers.$inferInsert,
): Promise<void> {
  const joined = await tx
    .insert(companyMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  if (joined.length === 0) {
    rollback();
  }
}

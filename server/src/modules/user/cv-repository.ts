import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidateCvs } from '../../db/schema';

/** The candidate's profile CV row (issue 19); the file itself is the CV store's. */
export function createCvRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(candidateCvs).where(eq(candidateCvs.userId, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Puts `cv` on the profile and answers the stored name it replaced (null: there was none),
     * in one transaction: two uploads at once each get the other's file back to remove, never lose it.
     */
    async replace(
      userId: string,
      cv: { storedName: string; fileName: string; sizeBytes: number; uploadedAt: Date },
    ) {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({ storedName: candidateCvs.storedName })
          .from(candidateCvs)
          .where(eq(candidateCvs.userId, userId))
          .for('update');
        const [row] = await tx
          .insert(candidateCvs)
          .values({ userId, ...cv })
          .onConflictDoUpdate({ target: candidateCvs.userId, set: cv })
          .returning();
        return { row: row!, replaced: old?.storedName ?? null };
      });
    },

    /** Removes the profile CV; answers its stored name (null: there was none). */
    async remove(userId: string): Promise<string | null> {
      const [row] = await db
        .delete(candidateCvs)
        .where(eq(candidateCvs.userId, userId))
        .returning({ storedName: candidateCvs.storedName });
      return row?.storedName ?? null;
    },
  };
}

export type CvRepository = ReturnType<typeof createCvRepository>;

import type { ActivityAction, ActivityEntry } from '@shared/api/team';
import { and, eq, sql } from 'drizzle-orm';
import { type CompanyActivityEvent, companyRoom } from '@shared/realtime/events';
import type { Database } from '../../db/client';
import { after } from '../../db/keyset';
import { orderBy, tiebreak } from '../../db/sort-order';
import { isoMicros } from '../../db/timestamps';
import type { SocketServer } from '../../realtime/socket-server';
import { companyActivity, users } from '../../db/schema';

/**
 * The company's activity log (issue 18): who posted, expired, deleted, moved whom, invited,
 * removed, with time. Other modules write to it through `record`, inside their own transaction
 * when they have one, so an action and its entry are stored together or not at all.
 */

export interface ActivityRecord {
  companyId: string;
  actorId: string;
  action: ActivityAction;
  subjectId?: string | null;
  /** Names as they are now (job title, candidate, email, from/to): the entry must read later. */
  details?: Record<string, string>;
}

export async function recordActivity(db: Database, entry: ActivityRecord): Promise<void> {
  await recordActivities(db, [entry]);
}

/** Several entries in one statement (a bulk move writes one per application, issue 19). */
export async function recordActivities(db: Database, entries: readonly ActivityRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(companyActivity).values(
    entries.map((entry) => ({
      companyId: entry.companyId,
      actorId: entry.actorId,
      action: entry.action,
      subjectId: entry.subjectId ?? null,
      details: entry.details ?? {},
    })),
  );
}

/** A person's name as the log shows it: first and last name, else the email. */
export const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** Tells the company's connected members that something changed (its socket room), logged or not. */
export type AnnounceActivity = (companyId: string, event: CompanyActivityEvent) => void;

export function announcerFor(io: SocketServer): AnnounceActivity {
  return (companyId, event) => io.to(companyRoom(companyId)).emit('companyActivity', event);
}

export function createActivityLog(db: Database, announce: AnnounceActivity = () => {}) {
  return {
    /** Stores the entry, then tells the company's members (after it is stored, never before). */
    async record(entry: ActivityRecord): Promise<void> {
      await recordActivity(db, entry);
      announce(entry.companyId, { action: entry.action, subject_id: entry.subjectId ?? null });
    },

    /** Newest first; `before` is the id of the last entry already shown (keyset on time + id). */
    async page(
      companyId: string,
      limit: number,
      before?: string,
    ): Promise<{ entries: ActivityEntry[]; hasMore: boolean }> {
      const conditions = [eq(companyActivity.companyId, companyId)];
      if (before) {
        const [anchor] = await db
          // As text with its microseconds: a Date would round them off and skip or repeat rows.
          .select({ createdAt: isoMicros(companyActivity.createdAt), id: companyActivity.id })
          .from(companyActivity)
          .where(and(eq(companyActivity.id, before), eq(companyActivity.companyId, companyId)))
          .limit(1);
        if (!anchor) return { entries: [], hasMore: false };
        conditions.push(after(companyActivity.createdAt, companyActivity.id, anchor));
      }
      const rows = await db
        .select({ entry: companyActivity, actorName: displayName, actorExists: users.id })
        .from(companyActivity)
        .leftJoin(users, eq(users.id, companyActivity.actorId))
        .where(and(...conditions))
        // Spelled as company_activity_company_created_idx (NULLS LAST too, db/sort-order.ts), so a
        // page is one index range from the anchor, not a sort of the company's whole log.
        .orderBy(...orderBy(tiebreak(companyActivity), 'desc'))
        .limit(limit + 1);
      const entries = rows.slice(0, limit).map(({ entry, actorName, actorExists }) => ({
        id: entry.id,
        action: entry.action,
        actor: actorExists && entry.actorId ? { id: entry.actorId, name: actorName } : null,
        details: entry.details,
        subject_id: entry.subjectId,
        created_at: entry.createdAt.toISOString(),
      }));
      return { entries, hasMore: rows.length > limit };
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;

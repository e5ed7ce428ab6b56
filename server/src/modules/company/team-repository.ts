import type { AssignableRole, CompanyRole } from '@shared/team/permissions';
import type { Lang } from '@shared/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withRollback } from '../../db/errors';
import { ownedRow } from '../../db/owned-row';
import {
  companies,
  companyInvitations,
  companyMembers,
  notificationPreferences,
  users,
} from '../../db/schema';
import { displayName } from './activity-log';
import { joinOrRollBack } from './join-company';

/** Data access of company teams (issue 18): members and invitations. */

export type InvitationRow = typeof companyInvitations.$inferSelect;

export interface MemberRow {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImg: string | null;
  role: CompanyRole;
  joinedAt: Date;
}

const memberColumns = {
  userId: companyMembers.userId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImg: users.profileImg,
  role: companyMembers.role,
  joinedAt: companyMembers.createdAt,
};

/** Neither accepted nor withdrawn (it may still have expired). */
const isOpen = and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.revokedAt));

/** Open and not expired at `now`: its link still works. */
const pendingAt = (now: Date) =>
  and(isOpen, sql`${companyInvitations.expiresAt} > ${now.toISOString()}::timestamptz`);

/** The one member row of `userId` in `companyId`. */
const membership = (companyId: string, userId: string) =>
  and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId));

/** Any role but owner: the owner changes only by a transfer of ownership. */
const notOwner = sql`${companyMembers.role} <> 'OWNER'`;

export function createTeamRepository(db: Database) {
  return {
    /** Owners first, then admins, recruiters, viewers; by name within a role. */
    async members(companyId: string): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(
          sql`array_position(array['OWNER','ADMIN','RECRUITER','VIEWER'], ${companyMembers.role})`,
          asc(users.firstName),
          asc(users.lastName),
          asc(users.email),
        );
    },

    async member(companyId: string, userId: string): Promise<MemberRow | null> {
      const [row] = await db
        .select(memberColumns)
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(membership(companyId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The account behind an address, its company (if any) and the language its emails use. */
    async accountByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          companyId: companyMembers.companyId,
          language: notificationPreferences.language,
        })
        .from(users)
        .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      return row ?? null;
    },

    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email ?? null;
    },

    async nameOf(userId: string): Promise<string> {
      const [row] = await db.select({ name: displayName }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? '';
    },

    async company(companyId: string) {
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
      return row ?? null;
    },

    /** Not accepted, not revoked: pending or expired, newest first. */
    async openInvitations(companyId: string) {
      return db
        .select({ invitation: companyInvitations, invitedByName: displayName })
        .from(companyInvitations)
        .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
        .where(and(eq(companyInvitations.companyId, companyId), isOpen))
        .orderBy(desc(companyInvitations.createdAt));
    },

    async openInvitationTo(companyId: string, email: string, now: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.email, email),
            pendingAt(now),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    invitation: (companyId: string, id: string): Promise<InvitationRow | null> =>
      ownedRow(db, companyInvitations, id, companyInvitations.companyId, companyId),

    async invitationByHash(tokenHash: string) {
      const [row] = await db
        .select({ invitation: companyInvitations, company: companies })
        .from(companyInvitations)
        .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
        .where(eq(companyInvitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async createInvitation(values: {
      companyId: string;
      email: string;
      role: AssignableRole;
      language: Lang;
      tokenHash: string;
      invitedBy: string;
      expiresAt: Date;
    }): Promise<InvitationRow> {
      const [row] = await db.insert(companyInvitations).values(values).returning();
      if (!row) throw new Error('invitation insert returned no row');
      return row;
    },

    /** A new secret and expiry for an open invitation (the old link stops working). */
    async renewInvitation(id: string, tokenHash: string, expiresAt: Date): Promise<InvitationRow | null> {
      const [row] = await db
        .update(companyInvitations)
        .set({ tokenHash, expiresAt })
        .where(and(eq(companyInvitations.id, id), isOpen))
        .returning();
      return row ?? null;
    },

    async revokeInvitation(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(companyInvitations)
        .set({ revokedAt: now })
        .where(and(eq(companyInvitations.id, id), isOpen))
        .returning({ id: companyInvitations.id });
      return rows.length > 0;
    },

    /**
     * Spends the invitation and adds the member in one transaction. The invitation is claimed
     * by a conditional UPDATE (still open, not expired), so two accepts of one link cannot both
     * win; the member insert fails over to nothing when the user joined a company meanwhile.
     */
    async accept(input: { invitationId: string; userId: string; now: Date }) {
      return withRollback(
        db,
        async (tx, rollback) => {
          const [claimed] = await tx
            .update(companyInvitations)
            .set({ acceptedAt: input.now, acceptedBy: input.userId })
            .where(and(eq(companyInvitations.id, input.invitationId), pendingAt(input.now)))
            .returning();
          if (!claimed) return { outcome: 'gone' as const };
          await joinOrRollBack(tx, rollback, {
            userId: input.userId,
            companyId: claimed.companyId,
            role: claimed.role,
            createdAt: input.now,
          });
          return { outcome: 'joined' as const, invitation: claimed };
        },
        { outcome: 'already-member' as const },
      );
    },

    async setRole(companyId: string, userId: string, role: CompanyRole): Promise<boolean> {
      const rows = await db
        .update(companyMembers)
        .set({ role })
        .where(membership(companyId, userId))
        .returning({ userId: companyMembers.userId });
      return rows.length > 0;
    },

    /** Only a member who is not an owner: an owner leaves only after handing ownership over. */
    async remove(companyId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(companyMembers)
        .where(and(membership(companyId, userId), notOwner))
        .returning({ userId: companyMembers.userId });
      return rows.length > 0;
    },

    /**
     * The named member becomes the owner and the current owner an admin, together: the company
     * has exactly one owner before and after. False when either is no longer what it was.
     */
    async transferOwnership(companyId: string, fromUserId: string, toUserId: string): Promise<boolean> {
      return withRollback(
        db,
        async (tx, rollback) => {
          const demoted = await tx
            .update(companyMembers)
            .set({ role: 'ADMIN' })
            .where(and(membership(companyId, fromUserId), eq(companyMembers.role, 'OWNER')))
            .returning({ userId: companyMembers.userId });
          const promoted = await tx
            .update(companyMembers)
            .set({ role: 'OWNER' })
            .where(and(membership(companyId, toUserId), notOwner))
            .returning({ userId: companyMembers.userId });
          if (demoted.length === 0 || promoted.length === 0) {
            rollback();
          }
          return true;
        },
        false,
      );
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;

import type { Role } from '@shared/domain';
import type { CompanyRole } from '@shared/team/permissions';
import { and, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidatesListVersion } from '../../db/candidates-list-version';
import { authSessions, companies, companyMembers, refreshTokens, users } from '../../db/schema';
import type { CompanyMembership } from '../../http/auth-hooks';
import type { ListVersions } from '../../http/list-versions';
import { nextTokenVersion } from './credential-writes';

/** Data access of sign-in sessions and their refresh tokens: the only file of the flow with Drizzle. */

export interface RefreshRow {
  tokenId: string;
  tokenExpiresAt: Date;
  usedAt: Date | null;
  sessionId: string;
  sessionExpiresAt: Date;
  sessionTokenVersion: number;
  userId: string;
  role: Role;
  userTokenVersion: number;
}

export interface NewToken {
  tokenHash: string;
  expiresAt: Date;
}

/** The account's state with its membership as one value (null without a company). */
function withMembership<T extends { companyId: string | null; companyRole: CompanyRole | null }>(
  row: T,
): Omit<T, 'companyId' | 'companyRole'> & { company: CompanyMembership | null } {
  const { companyId, companyRole, ...state } = row;
  return { ...state, company: companyId && companyRole ? { id: companyId, role: companyRole } : null };
}

export function createSessionRepository(db: Database) {
  // Every authenticated request runs this one read: built once and prepared by name, so neither
  // Drizzle (17 % of the feed's server CPU in issue 15's profile) nor PostgreSQL's parser does
  // the work again per request. The membership is read with it on every call, so a removed member
  // or a changed role counts from the very next request (issue 18).
  const account = {
    id: users.id,
    role: users.role,
    tokenVersion: users.tokenVersion,
    // Until when the answer holds with no write in between (kept-token-states.ts).
    sessionExpiresAt: authSessions.expiresAt,
    companyId: companyMembers.companyId,
    companyRole: companyMembers.role,
  };
  const openSession = and(
    eq(authSessions.id, sql.placeholder('sessionId')),
    eq(authSessions.userId, users.id),
    eq(authSessions.tokenVersion, users.tokenVersion),
    gt(authSessions.expiresAt, sql.placeholder('now')),
  );
  const membership = eq(companyMembers.userId, users.id);
  const ofUser = eq(users.id, sql.placeholder('userId'));
  const tokenState = db
    .select(account)
    .from(users)
    .innerJoin(authSessions, openSession)
    .leftJoin(companyMembers, membership)
    .where(ofUser)
    .limit(1)
    .prepare('auth_token_state');
  // The same read for a list request, with the list versions (http/list-versions.ts): its kept
  // answer then needs no statement of its own. Other requests keep the narrower statement.
  const tokenStateWithLists = db
    .select({
      ...account,
      applicationsVersion: companies.applicationsVersion,
      membersVersion: companies.applicationsMembersVersion,
      jobsVersion: companies.jobsVersion,
      candidatesVersion: candidatesListVersion(),
    })
    .from(users)
    .innerJoin(authSessions, openSession)
    .leftJoin(companyMembers, membership)
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(ofUser)
    .limit(1)
    .prepare('auth_token_state_lists');

  return {
    /**
     * What an access-token check needs, in one indexed read: the account (its current role and
     * token version) and whether the token's sign-in is still open and of the current version;
     * with `listVersions`, the list versions too.
     */
    async findTokenState(
      userId: string,
      sessionId: string,
      now: Date,
      options: { listVersions: boolean } = { listVersions: false },
    ): Promise<{
      id: string;
      role: Role;
      tokenVersion: number;
      sessionExpiresAt: Date;
      company: CompanyMembership | null;
      listVersions?: ListVersions;
    } | null> {
      // A placeholder's value goes to the driver as it is: the time as the text the column's own
      // mapping would have sent.
      const values = { userId, sessionId, now: now.toISOString() };
      if (!options.listVersions) {
        const [row] = await tokenState.execute(values);
        return row ? withMembership(row) : null;
      }
      const [row] = await tokenStateWithLists.execute(values);
      if (!row) return null;
      const { applicationsVersion, membersVersion, jobsVersion, candidatesVersion, ...read } = row;
      const state = withMembership(read);
      const versions =
        state.company && applicationsVersion !== null && membersVersion !== null && jobsVersion !== null
          ? {
              id: state.company.id,
              applications: applicationsVersion,
              members: membersVersion,
              jobs: jobsVersion,
            }
          : null;
      return { ...state, listVersions: { candidates: candidatesVersion ?? 0, company: versions } };
    },

    /**
     * A new sign-in and its first refresh token. The account's dead sessions (expired, or from
     * before a token-version bump) are swept on the way, so the table does not grow without end.
     */
    async create(
      session: { userId: string; tokenVersion: number; expiresAt: Date },
      token: NewToken,
      now: Date,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        await tx
          .delete(authSessions)
          .where(
            and(
              eq(authSessions.userId, session.userId),
              or(lte(authSessions.expiresAt, now), ne(authSessions.tokenVersion, session.tokenVersion)),
            ),
          );
        const [row] = await tx
          .insert(authSessions)
          .values({ ...session, createdAt: now })
          .returning({ id: authSessions.id });
        await tx.insert(refreshTokens).values({ sessionId: row!.id, ...token, createdAt: now });
        return row!.id;
      });
    },

    async findRefresh(tokenHash: string): Promise<RefreshRow | null> {
      const [row] = await db
        .select({
          tokenId: refreshTokens.id,
          tokenExpiresAt: refreshTokens.expiresAt,
          usedAt: refreshTokens.usedAt,
          sessionId: authSessions.id,
          sessionExpiresAt: authSessions.expiresAt,
          sessionTokenVersion: authSessions.tokenVersion,
          userId: users.id,
          role: users.role,
          userTokenVersion: users.tokenVersion,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Spends `tokenId` and stores its successor, in one transaction. The conditional update lets
     * one request through: false when the token was spent already (a parallel replay).
     * Spent tokens past their own expiry are dropped: replaying one of them is refused anyway.
     */
    async rotate(tokenId: string, sessionId: string, next: NewToken, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return false;
        await tx.insert(refreshTokens).values({ sessionId, ...next, createdAt: now });
        await tx
          .delete(refreshTokens)
          .where(
            and(
              eq(refreshTokens.sessionId, sessionId),
              lte(refreshTokens.expiresAt, now),
              isNotNull(refreshTokens.usedAt),
            ),
          );
        return true;
      });
    },

    /** Ends one sign-in (its refresh tokens go with it); the owner's id, or null if it was gone. */
    async delete(sessionId: string): Promise<string | null> {
      const [row] = await db
        .delete(authSessions)
        .where(eq(authSessions.id, sessionId))
        .returning({ userId: authSessions.userId });
      return row?.userId ?? null;
    },

    /**
     * Ends every sign-in of the account and bumps its token version, so access tokens issued
     * without a session row (none today) or in flight die too.
     */
    async deleteAll(userId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(authSessions).where(eq(authSessions.userId, userId));
        await tx
          .update(users)
          .set({ tokenVersion: nextTokenVersion, updatedAt: now })
          .where(eq(users.id, userId));
      });
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

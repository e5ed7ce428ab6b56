import { createHash, randomBytes } from 'node:crypto';
import {
  type ActivityAction,
  type ActivityEntry,
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_DAY,
  type Invitation,
  type InvitationPreviewResponse,
  type Member,
} from '@shared/api/team';
import type { Lang } from '@shared/domain';
import { type AssignableRole, type CompanyRole, can, canManageMember } from '@shared/team/permissions';
import type { Clock } from '../../clock';
import { AppError, forbidden } from '../../http/app-error';
import type { CompanyMembership } from '../../http/auth-hooks';
import type { Mailer } from '../../mail/mailer';
import { spend } from '../../rate-limit/limits';
import type { RateLimitStore } from '../../rate-limit/store';
import type { ActivityLog } from './activity-log';
import { toCompanyInfo } from './company-info';
import { invitationEmail } from './team-emails';
import type { InvitationRow, MemberRow, TeamRepository } from './team-repository';

const DAY_MS = 86_400_000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'team.member.notFound');
const invitationNotFound = () => new AppError(404, 'NOT_FOUND', 'team.invitation.notFound');

function toMember(row: MemberRow): Member {
  return {
    user_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_img: row.profileImg,
    role: row.role,
    joined_at: row.joinedAt.toISOString(),
  };
}

function toInvitation(row: InvitationRow, invitedBy: string | null, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AssignableRole,
    language: row.language,
    invited_by: invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now.getTime() ? 'PENDING' : 'EXPIRED',
  };
}

/** The caller of a team call: who they are, and their company (the routes' guard made sure of it). */
export interface TeamCaller {
  id: string;
  company: CompanyMembership;
  /** The caller's request language: the invitation's when nothing better is known. */
  lang: Lang;
}

export function createTeamService(deps: {
  team: TeamRepository;
  activity: ActivityLog;
  mailer: Mailer;
  clock: Clock;
  limits: RateLimitStore;
  webUrl: string;
  /** Ends every session and socket of an account (a removed member loses access at once). */
  endSessions: (userId: string) => Promise<void>;
  /** A member's role changed: their open sockets gain or lose what the new role may hear (the chat). */
  roleChanged?: (userId: string, companyId: string, role: CompanyRole) => void;
}) {
  const { team, activity, mailer, clock, limits } = deps;

  /** A new random secret for a link: 32 bytes, base64url (a deep-link path segment as it is). */
  const newToken = () => randomBytes(32).toString('base64url');

  const countInvitationMail = (companyId: string): Promise<void> =>
    spend(limits, `invitations:${companyId}`, INVITATIONS_PER_DAY, DAY_MS);

  async function sendInvitation(caller: TeamCaller, row: InvitationRow, token: string): Promise<void> {
    const [company, inviter] = await Promise.all([team.company(row.companyId), team.nameOf(caller.id)]);
    await mailer.send(
      invitationEmail({
        lang: row.language,
        to: row.email,
        inviter,
        company: company?.companyName ?? '',
        role: row.role as AssignableRole,
        expiresAt: row.expiresAt,
        webUrl: deps.webUrl,
        token,
      }),
    );
  }

  /** An entry of the company's log, by the caller. */
  const log = (
    caller: TeamCaller,
    action: ActivityAction,
    subjectId: string,
    details: Record<string, string>,
  ) => activity.record({ companyId: caller.company.id, actorId: caller.id, action, subjectId, details });

  /** A member the caller may manage: exists in the caller's company, is not an owner. */
  async function manageable(caller: TeamCaller, userId: string): Promise<MemberRow> {
    if (!can(caller.company.role, 'team.manage')) throw forbidden();
    const target = await team.member(caller.company.id, userId);
    if (!target) throw memberNotFound();
    if (target.role === 'OWNER') throw new AppError(409, 'CONFLICT', 'team.member.owner');
    if (!canManageMember(caller.company.role, target.role)) throw forbidden();
    return target;
  }

  return {
    async members(companyId: string): Promise<Member[]> {
      return (await team.members(companyId)).map(toMember);
    },

    async invitations(companyId: string): Promise<Invitation[]> {
      const now = clock.now();
      const rows = await team.openInvitations(companyId);
      return rows.map((r) =>
        toInvitation(r.invitation, r.invitation.invitedBy ? r.invitedByName : null, now),
      );
    },

    async invite(
      caller: TeamCaller,
      body: { email: string; role: AssignableRole; language?: Lang },
    ): Promise<Invitation> {
      const now = clock.now();
      const account = await team.accountByEmail(body.email);
      if (account?.companyId === caller.company.id)
        throw new AppError(409, 'CONFLICT', 'team.invite.alreadyMember');
      if (await team.openInvitationTo(caller.company.id, body.email, now)) {
        throw new AppError(409, 'CONFLICT', 'team.invite.pending');
      }
      await countInvitationMail(caller.company.id);
      const token = newToken();
      const row = await team.createInvitation({
        companyId: caller.company.id,
        email: body.email,
        role: body.role,
        language: body.language ?? account?.language ?? caller.lang,
        tokenHash: hashInvitationToken(token),
        invitedBy: caller.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      });
      await sendInvitation(caller, row, token);
      await log(caller, 'MEMBER_INVITED', row.id, { email: row.email, to: row.role });
      return toInvitation(row, await team.nameOf(caller.id), now);
    },

    /** A new link and seven more days; the old link stops working. Expired invitations too. */
    async resend(caller: TeamCaller, id: string): Promise<Invitation> {
      const existing = await team.invitation(caller.company.id, id);
      if (!existing || existing.acceptedAt || existing.revokedAt) throw invitationNotFound();
      await countInvitationMail(caller.company.id);
      const now = clock.now();
      const token = newToken();
      const row = await team.renewInvitation(
        id,
        hashInvitationToken(token),
        new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      );
      if (!row) throw invitationNotFound();
      await sendInvitation(caller, row, token);
      await log(caller, 'INVITATION_RESENT', row.id, { email: row.email });
      return toInvitation(row, await team.nameOf(caller.id), now);
    },

    async revoke(caller: TeamCaller, id: string): Promise<void> {
      const existing = await team.invitation(caller.company.id, id);
      if (!existing || !(await team.revokeInvitation(id, clock.now()))) throw invitationNotFound();
      await log(caller, 'INVITATION_REVOKED', id, { email: existing.email });
    },

    /** What the accept screen shows, for whoever holds the link (it is the secret). */
    async preview(token: string): Promise<InvitationPreviewResponse['data']> {
      const found = await team.invitationByHash(hashInvitationToken(token));
      const invitation = checkUsable(found?.invitation, clock.now());
      const company = found?.company;
      if (!company) throw new AppError(404, 'NOT_FOUND', 'team.invitation.invalid');
      const account = await team.accountByEmail(invitation.email);
      return {
        company_name: company.companyName,
        company_logo: company.logo,
        email: invitation.email,
        role: invitation.role as AssignableRole,
        expires_at: invitation.expiresAt.toISOString(),
        has_account: Boolean(account),
      };
    },

    /** The signed-in employer whose address was invited joins the company, once. */
    async accept(caller: { id: string; role: string; company: CompanyMembership | null }, token: string) {
      const found = await team.invitationByHash(hashInvitationToken(token));
      const invitation = checkUsable(found?.invitation, clock.now());
      if (caller.role !== 'EMPLOYER') throw new AppError(403, 'FORBIDDEN', 'team.invitation.candidate');
      if ((await team.emailOf(caller.id)) !== invitation.email)
        throw new AppError(403, 'FORBIDDEN', 'team.invitation.wrongAccount');
      if (caller.company) throw new AppError(409, 'CONFLICT', 'team.invitation.alreadyInCompany');
      const result = await team.accept({ invitationId: invitation.id, userId: caller.id, now: clock.now() });
      if (result.outcome === 'already-member')
        throw new AppError(409, 'CONFLICT', 'team.invitation.alreadyInCompany');
      if (result.outcome === 'gone') throw new AppError(410, 'GONE', 'team.invitation.used');
      const company = found?.company;
      if (!company) throw new AppError(404, 'NOT_FOUND', 'team.invitation.invalid');
      await activity.record({
        companyId: company.id,
        actorId: caller.id,
        action: 'MEMBER_JOINED',
        subjectId: caller.id,
        details: { to: invitation.role },
      });
      return { company_info: toCompanyInfo(company), role: invitation.role as CompanyRole };
    },

    async changeRole(caller: TeamCaller, userId: string, role: AssignableRole): Promise<Member> {
      const target = await manageable(caller, userId);
      if (target.role !== role) {
        if (!(await team.setRole(caller.company.id, userId, role))) throw memberNotFound();
        deps.roleChanged?.(userId, caller.company.id, role);
        await log(caller, 'MEMBER_ROLE_CHANGED', userId, {
          member: nameOrEmail(target),
          from: target.role,
          to: role,
        });
      }
      return toMember({ ...target, role });
    },

    /** Removes a member (or the caller leaving); their sessions and sockets end at once. */
    async remove(caller: TeamCaller, userId: string): Promise<void> {
      const target =
        userId === caller.id
          ? await team.member(caller.company.id, userId)
          : await manageable(caller, userId);
      if (!target) throw memberNotFound();
      if (target.role === 'OWNER') throw new AppError(409, 'CONFLICT', 'team.member.owner');
      if (!(await team.remove(caller.company.id, userId))) throw memberNotFound();
      await deps.endSessions(userId);
      await log(caller, 'MEMBER_REMOVED', userId, { member: nameOrEmail(target) });
    },

    async transferOwnership(caller: TeamCaller, userId: string): Promise<string> {
      if (userId === caller.id) throw new AppError(409, 'CONFLICT', 'team.ownership.self');
      const target = await team.member(caller.company.id, userId);
      if (!target) throw memberNotFound();
      if (!(await team.transferOwnership(caller.company.id, caller.id, userId))) throw forbidden();
      await log(caller, 'OWNERSHIP_TRANSFERRED', userId, { member: nameOrEmail(target) });
      return nameOrEmail(target);
    },

    activity: (
      companyId: string,
      limit: number,
      before?: string,
    ): Promise<{ entries: ActivityEntry[]; hasMore: boolean }> => activity.page(companyId, limit, before),
  };
}

function nameOrEmail(member: MemberRow): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim();
  return name || member.email;
}

/** An invitation that can still be used, or the reason it cannot, in the person's words. */
function checkUsable(invitation: InvitationRow | undefined, now: Date): InvitationRow {
  if (!invitation) throw new AppError(404, 'NOT_FOUND', 'team.invitation.invalid');
  if (invitation.acceptedAt) throw new AppError(410, 'GONE', 'team.invitation.used');
  if (invitation.revokedAt) throw new AppError(410, 'GONE', 'team.invitation.revoked');
  if (invitation.expiresAt.getTime() <= now.getTime())
    throw new AppError(410, 'GONE', 'team.invitation.expired');
  return invitation;
}

export type TeamService = ReturnType<typeof createTeamService>;

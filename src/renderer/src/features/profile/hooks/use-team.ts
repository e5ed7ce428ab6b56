import { useCan } from '@renderer/hooks/use-can';
import { profileKeys, teamKeys } from '@renderer/lib/api/keys';
import type { InviteBody } from '@shared/api/team';
import type { AssignableRole } from '@shared/team/permissions';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeMemberRole,
  invite,
  listActivity,
  listInvitations,
  listMembers,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
} from '../api/team';

/** Every member of the caller's company (any role may read the list). */
export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => listMembers(signal),
    select: (body) => body.data.members,
  });
}

/** Pending and expired invitations; only asked for by a role that manages the team. */
export function useInvitations() {
  const allowed = useCan('team.manage');
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => listInvitations(signal),
    select: (body) => body.data.invitations,
    enabled: allowed,
  });
}

/** The activity log, newest first, a page at a time (keyset: the last entry's id). */
export function useActivity() {
  const allowed = useCan('activity.read');
  return useInfiniteQuery({
    queryKey: teamKeys.activity(),
    queryFn: async ({ pageParam, signal }) => (await listActivity(pageParam, signal)).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? (last.entries.at(-1)?.id ?? null) : null),
    enabled: allowed,
  });
}

/**
 * The team's changes. Each, once the server agreed, reads again what it touched (and the
 * activity log, which now has an entry); a failure leaves everything as it was.
 */
export function useTeamActions() {
  const client = useQueryClient();
  const refresh = (...keys: (readonly unknown[])[]) =>
    Promise.all([...keys, teamKeys.activity()].map((queryKey) => client.invalidateQueries({ queryKey })));

  return {
    invite: useMutation({
      mutationFn: (body: InviteBody) => invite(body),
      onSuccess: () => refresh(teamKeys.invitations()),
    }),
    resend: useMutation({
      mutationFn: (id: string) => resendInvitation(id),
      onSuccess: () => refresh(teamKeys.invitations()),
    }),
    revoke: useMutation({
      mutationFn: (id: string) => revokeInvitation(id),
      onSuccess: () => refresh(teamKeys.invitations()),
    }),
    changeRole: useMutation({
      mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
        changeMemberRole(userId, role),
      onSuccess: () => refresh(teamKeys.members()),
    }),
    remove: useMutation({
      mutationFn: (userId: string) => removeMember(userId),
      onSuccess: () => refresh(teamKeys.members()),
    }),
    // The caller is an admin afterwards: what the app offers them follows their new role.
    transfer: useMutation({
      mutationFn: (userId: string) => transferOwnership(userId),
      onSuccess: () => refresh(teamKeys.members(), profileKeys.all),
    }),
  };
}

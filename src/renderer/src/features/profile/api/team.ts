import { api } from '@renderer/lib/api-client';
import type { MessageResponse } from '@shared/api/auth';
import type {
  AcceptInvitationResponse,
  ActivityResponse,
  InvitationPreviewResponse,
  InvitationResponse,
  InvitationsResponse,
  InviteBody,
  MemberResponse,
} from '@shared/api/team';
import type { AssignableRole } from '@shared/team/permissions';

/** Company teams (issue 18): one request function per call of src/shared/api/team.ts. */

const member = (userId: string) => `/company/members/${encodeURIComponent(userId)}`;
const invitation = (id: string) => `/company/invitations/${encodeURIComponent(id)}`;

// GET /company/members is read by the interview form too (issue 19): one request function, in lib.
export { listMembers } from '@renderer/lib/api/list-members';

/** PUT /company/members/{userId}: a new role (never to or from owner). */
export function changeMemberRole(userId: string, role: AssignableRole) {
  return api.put<MemberResponse>(member(userId), { role }, { fallbackMessage: 'errors.generic' });
}

/** DELETE /company/members/{userId}: their sessions for the company end at once. */
export function removeMember(userId: string) {
  return api.delete<MessageResponse>(member(userId), { fallbackMessage: 'errors.generic' });
}

/** POST /company/ownership: the named member becomes the owner, the caller an admin. */
export function transferOwnership(userId: string) {
  return api.post<MessageResponse>('/company/ownership', { userId }, { fallbackMessage: 'errors.generic' });
}

/** GET /company/invitations: pending and expired ones. */
export function listInvitations(signal?: AbortSignal) {
  return api.get<InvitationsResponse>('/company/invitations', {
    signal,
    fallbackMessage: 'team.ui.invitationsFailed',
  });
}

/** POST /company/invitations: the email goes out in `language`. */
export function invite(body: InviteBody) {
  return api.post<InvitationResponse>('/company/invitations', body, { fallbackMessage: 'errors.generic' });
}

/** POST /company/invitations/{id}/resend: a new link, valid for another seven days. */
export function resendInvitation(id: string) {
  return api.post<InvitationResponse>(`${invitation(id)}/resend`, undefined, {
    fallbackMessage: 'errors.generic',
  });
}

/** DELETE /company/invitations/{id}: the link stops working. */
export function revokeInvitation(id: string) {
  return api.delete<MessageResponse>(invitation(id), { fallbackMessage: 'errors.generic' });
}

/** GET /company/activity: newest first; `before` is the id of the last entry shown. */
export function listActivity(before: string | null, signal?: AbortSignal) {
  return api.get<ActivityResponse>('/company/activity', {
    signal,
    params: before ? { before } : {},
    fallbackMessage: 'team.ui.activityFailed',
  });
}

/** POST /company/invitations/preview: what an invitation link offers; no sign-in needed. */
export function previewInvitation(token: string, signal?: AbortSignal) {
  return api.post<InvitationPreviewResponse>(
    '/company/invitations/preview',
    { token },
    { signal, skipAuthRedirect: true, fallbackMessage: 'team.invitation.invalid' },
  );
}

/** POST /company/invitations/accept: the signed-in employer joins the company. */
export function acceptInvitation(token: string) {
  return api.post<AcceptInvitationResponse>(
    '/company/invitations/accept',
    { token },
    { fallbackMessage: 'errors.generic' },
  );
}

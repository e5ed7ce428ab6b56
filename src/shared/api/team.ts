import { z } from 'zod';
import { LANGUAGES } from '../domain';
import { ASSIGNABLE_ROLES, COMPANY_ROLES } from '../team/permissions';
import { companyInfoSchema } from './company';
import { emailField } from './email';
import { envelope, timestamp } from './envelope';
import { cursorLimitParam } from './pagination';
import { text } from './text';

/**
 * Company teams (issue 18): members, invitations, roles, ownership and the activity log, all
 * under /company. Who may call what is the role × action table in `team/permissions.ts`.
 */

/** An invitation link works this long; resending starts it again. */
export const INVITATION_TTL_DAYS = 7;
export const ACTIVITY_PAGE_SIZE = 30;
export const ACTIVITY_MAX_PAGE_SIZE = 100;
/** Invitations one company may send (new or again) per day: the mail is ours, not a spam relay. */
export const INVITATIONS_PER_DAY = 50;

const userIdParam = z.uuid({ error: 'errors.invalidRequest' });

export const memberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  profile_img: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
  joined_at: timestamp,
});
export type Member = z.infer<typeof memberSchema>;

/** GET /company/members: everyone of the caller's company, owners first, then by name. */
export const membersResponse = envelope(z.object({ members: z.array(memberSchema) }));
export type MembersResponse = z.infer<typeof membersResponse>;

export const INVITATION_STATUSES = ['PENDING', 'EXPIRED'] as const;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  language: z.enum(LANGUAGES),
  invited_by: z.string().nullable().describe('The inviting member’s name or email, if they still exist.'),
  created_at: timestamp,
  expires_at: timestamp,
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /company/invitations. */
export const inviteBody = z.object({
  email: emailField('team.invite.emailRequired'),
  role: z.enum(ASSIGNABLE_ROLES, { error: 'team.roleInvalid' }),
  /** The invitee's language for the email; default: their account's, else the inviter's. */
  language: z.enum(LANGUAGES, { error: 'errors.invalidRequest' }).optional(),
});
export type InviteBody = z.input<typeof inviteBody>;

export const invitationResponse = envelope(z.object({ invitation: invitationSchema }));
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** GET /company/invitations: not accepted, not revoked (expired ones too, to resend). */
export const invitationsResponse = envelope(z.object({ invitations: z.array(invitationSchema) }));
export type InvitationsResponse = z.infer<typeof invitationsResponse>;

export const invitationIdParams = z.object({ id: z.uuid({ error: 'team.invitation.notFound' }) });
export const memberIdParams = z.object({ userId: userIdParam });

/** The secret of an invitation link (never stored: only its hash is). */
export const invitationTokenBody = z.object({
  token: text('team.invitation.invalid')
    .trim()
    .min(20, 'team.invitation.invalid')
    .max(200, 'team.invitation.invalid'),
});

/** POST /company/invitations/preview (no sign-in): what the accept screen shows. */
export const invitationPreviewResponse = envelope(
  z.object({
    company_name: z.string(),
    company_logo: z.string().nullable(),
    email: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
    expires_at: timestamp,
    has_account: z.boolean().describe('Whether an account with this email exists (sign in, else sign up).'),
  }),
);
export type InvitationPreviewResponse = z.infer<typeof invitationPreviewResponse>;

/** POST /company/invitations/accept: the caller joins; their details now carry the company. */
export const acceptInvitationResponse = envelope(
  z.object({ company_info: companyInfoSchema, role: z.enum(COMPANY_ROLES) }),
);
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponse>;

/** PUT /company/members/{userId}. */
export const changeRoleBody = z.object({ role: z.enum(ASSIGNABLE_ROLES, { error: 'team.roleInvalid' }) });
export const memberResponse = envelope(z.object({ member: memberSchema }));
export type MemberResponse = z.infer<typeof memberResponse>;

/** POST /company/ownership: the named member becomes the owner, the caller an admin. */
export const transferOwnershipBody = z.object({ userId: userIdParam });

export const ACTIVITY_ACTIONS = [
  'JOB_POSTED',
  'JOB_EXPIRED',
  'JOB_DELETED',
  // Issue 19: edits (details.fields: the changed fields' names, comma-separated), copies, drafts.
  'JOB_EDITED',
  'JOB_DUPLICATED',
  'JOB_DRAFTED',
  'JOB_PUBLISHED',
  'JOB_REOPENED',
  'APPLICATION_MOVED',
  // Issue 19: interviews (details: candidate, job, to = the start as scheduled, with its zone).
  'INTERVIEW_SCHEDULED',
  'INTERVIEW_UPDATED',
  'INTERVIEW_CANCELLED',
  // Issue 19: the company's message templates (details.template: the name, after an edit the new one).
  'TEMPLATE_CREATED',
  'TEMPLATE_UPDATED',
  'TEMPLATE_DELETED',
  'COMPANY_UPDATED',
  'MEMBER_INVITED',
  'INVITATION_RESENT',
  'INVITATION_REVOKED',
  'MEMBER_JOINED',
  'MEMBER_ROLE_CHANGED',
  'MEMBER_REMOVED',
  'OWNERSHIP_TRANSFERRED',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  actor: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('Who did it; null when their account no longer exists.'),
  /**
   * What it was done to, as it was named then (a deleted job keeps its title here): `job`,
   * `candidate`, `email`, `from`, `to` (statuses or roles), `member`, `template`.
   */
  details: z.record(z.string(), z.string()),
  /** The thing's id, to link to it while it exists (a job, an application, a member). */
  subject_id: z.string().nullable(),
  created_at: timestamp,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /company/activity?before=&limit= — newest first; `before` is the id of the last entry shown. */
export const activityQuery = z.object({
  before: z.uuid({ error: 'errors.invalidRequest' }).optional(),
  limit: cursorLimitParam(ACTIVITY_MAX_PAGE_SIZE, ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activityResponse = envelope(
  z.object({ entries: z.array(activityEntrySchema), hasMore: z.boolean() }),
);
export type ActivityResponse = z.infer<typeof activityResponse>;

/**
 * Company teams (issue 18): who in a company may do what. One table, read by the server's guards
 * (which refuse with 403 whatever the app shows) and by the renderer (which hides what a role
 * cannot do). Change a right here and both sides follow.
 */

export const COMPANY_ROLES = ['OWNER', 'ADMIN', 'RECRUITER', 'VIEWER'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Roles an invitation or a role change may give: ownership moves only by POST /company/ownership. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'RECRUITER', 'VIEWER'] as const satisfies readonly CompanyRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const COMPANY_ACTIONS = [
  /** See the company's jobs, applicants, candidates, notes and dashboard. */
  'jobs.read',
  /** Post, expire and delete jobs. */
  'jobs.write',
  /** Move applicants between statuses; schedule, edit and cancel their interviews (issue 19). */
  'applications.move',
  /**
   * Write notes on applicants and rate them (issue 19). Reading them is jobs.read (viewers see
   * notes); even with it a member edits and deletes only their own notes.
   */
  'notes.write',
  /** Chat with candidates. */
  'chat.use',
  /** Create, edit and delete the company's message templates (issue 19); using them needs applications.move. */
  'templates.manage',
  /** Write, publish and delete blog posts. */
  'blogs.write',
  /** Edit the company's info and logo. */
  'company.edit',
  /** Invite, re-role and remove members (never an owner), revoke and resend invitations. */
  'team.manage',
  /** Read the company's activity log. */
  'activity.read',
  /** Plans, payments and receipts. */
  'billing.manage',
  /** Hand ownership to another member. */
  'ownership.transfer',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const RECRUITER_ACTIONS: readonly CompanyAction[] = [
  'jobs.read',
  'jobs.write',
  'applications.move',
  'notes.write',
  'chat.use',
  'blogs.write',
];

/** The role × action table: everything not listed is refused. */
export const ROLE_ACTIONS: Readonly<Record<CompanyRole, readonly CompanyAction[]>> = {
  OWNER: COMPANY_ACTIONS,
  ADMIN: COMPANY_ACTIONS.filter((a) => a !== 'billing.manage' && a !== 'ownership.transfer'),
  RECRUITER: RECRUITER_ACTIONS,
  VIEWER: ['jobs.read'],
};

/** Whether `role` may do `action`; no role (not a member of a company) may do nothing. */
export function can(role: CompanyRole | null | undefined, action: CompanyAction): boolean {
  return role ? ROLE_ACTIONS[role].includes(action) : false;
}

/**
 * Whether `actor` may change or remove a member holding `target`: managers never touch an owner
 * (ownership is handed over, not taken), and an admin does not act on the owner's behalf.
 */
export function canManageMember(actor: CompanyRole | null | undefined, target: CompanyRole): boolean {
  return can(actor, 'team.manage') && target !== 'OWNER';
}

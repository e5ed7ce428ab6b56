import { ACTIVITY_ACTIONS } from '@shared/api/team';
import { type CompanyChange, UNLOGGED_COMPANY_CHANGES } from '@shared/realtime/events';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { applicationKeys, interviewKeys, profileKeys, teamKeys, templateKeys } from './api/keys';

/**
 * The jobs feature's keys start with this (features/jobs/api/keys.ts `jobKeys.all`: lists, one
 * job, the dashboard counts); spelled here because lib does not import features.
 */
const JOBS: QueryKey = ['jobs'];

/** What each kind of colleague's change can make stale on this member's screens. */
const STALE: Record<CompanyChange, readonly QueryKey[]> = {
  JOB_POSTED: [JOBS],
  JOB_EXPIRED: [JOBS, applicationKeys.all],
  JOB_DELETED: [JOBS, applicationKeys.all],
  // Issue 19: a job's fields, status or copy; its page, lists, counts and history (under JOBS).
  JOB_EDITED: [JOBS, applicationKeys.all],
  JOB_DUPLICATED: [JOBS],
  JOB_DRAFTED: [JOBS],
  JOB_PUBLISHED: [JOBS],
  JOB_REOPENED: [JOBS],
  // The lists, the applicant's detail, and the dashboard's counts by status.
  APPLICATION_MOVED: [applicationKeys.all, JOBS],
  // Issue 19: an application's interviews and the dashboard's upcoming list.
  INTERVIEW_SCHEDULED: [interviewKeys.all],
  INTERVIEW_UPDATED: [interviewKeys.all],
  INTERVIEW_CANCELLED: [interviewKeys.all],
  // Issue 19: the templates offered when moving applicants.
  TEMPLATE_CREATED: [templateKeys.all],
  TEMPLATE_UPDATED: [templateKeys.all],
  TEMPLATE_DELETED: [templateKeys.all],
  // The Company tab and the header read the company from the user details.
  COMPANY_UPDATED: [profileKeys.all],
  MEMBER_INVITED: [teamKeys.invitations()],
  INVITATION_RESENT: [teamKeys.invitations()],
  INVITATION_REVOKED: [teamKeys.invitations()],
  MEMBER_JOINED: [teamKeys.members(), teamKeys.invitations()],
  // This member's own role may be the one that changed: what the app offers follows it.
  MEMBER_ROLE_CHANGED: [teamKeys.members(), profileKeys.all],
  MEMBER_REMOVED: [teamKeys.members()],
  OWNERSHIP_TRANSFERRED: [teamKeys.members(), profileKeys.all],
  // Issue 19, not in the log: the application's notes and rating, the list's ★ and note count.
  APPLICATION_NOTES_CHANGED: [applicationKeys.all],
};

const KNOWN: readonly string[] = [...ACTIVITY_ACTIONS, ...UNLOGGED_COMPANY_CHANGES];
const LOGGED: readonly string[] = ACTIVITY_ACTIONS;

function actionOf(payload: unknown): CompanyChange | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const action = (payload as { action?: unknown }).action;
  return typeof action === 'string' && KNOWN.includes(action) ? (action as CompanyChange) : null;
}

/**
 * The one way a colleague's change (`companyActivity` on the company's room, issue 18) reaches
 * this member's screens: the chat controller, which owns the socket, hands every event here, and
 * the queries it can have changed are read again (those on screen now, the others when next
 * shown), with the activity log when the change is logged. The socket is the network: a payload without a known action is
 * ignored. Returns whether it was applied.
 */
export function applyCompanyActivity(client: QueryClient, payload: unknown): boolean {
  const action = actionOf(payload);
  if (!action) return false;
  // The activity log only when the change is one of its entries.
  const log = LOGGED.includes(action) ? [teamKeys.activity()] : [];
  for (const queryKey of [...STALE[action], ...log]) {
    void client.invalidateQueries({ queryKey });
  }
  return true;
}

import type { ListApplicationsQuery } from '@shared/api/applications';

/**
 * Query keys of the data several features read (a feature's own data has its keys in
 * `features/<name>/api/keys.ts`); they live here because features do not import each other.
 * Each factory nests: invalidating `applicationKeys.all` reaches every list and detail.
 * Names follow the renderer's words (docs/glossary.md), not the API's paths.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ListApplicationsQuery) => [...applicationKeys.lists(), query] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  detail: (id: string) => [...applicationKeys.details(), id] as const,
};

/** Candidates: the Candidates screen's pages, and one candidate (their page, a chat partner). */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (page: number, filters: Readonly<Record<string, string>>) =>
    [...candidateKeys.lists(), page, filters] as const,
  detail: (id: string) => [...candidateKeys.all, 'detail', id] as const,
};

/** The signed-in employer's own profile (the header's name and initial, the Profile screen). */
export const profileKeys = {
  all: ['profile'] as const,
};

/**
 * The Professional Plan's orders and the plan's status: the payment screens (premium) and the
 * profile's Billing tab read them, and a `paymentUpdated` from the socket writes into them
 * (`lib/payment-updates.ts`). What only the payment screens read is in `features/premium/api/keys.ts`.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  orders: () => [...paymentKeys.all, 'orders'] as const,
  order: (id: string) => [...paymentKeys.orders(), id] as const,
  subscription: () => [...paymentKeys.all, 'subscription'] as const,
};

/**
 * The company's team (issue 18): members, pending invitations and the activity log, read by the
 * profile's Team tab and refreshed by a colleague's `companyActivity` (lib/company-activity.ts).
 */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  activity: () => [...teamKeys.all, 'activity'] as const,
};

/**
 * Interviews (issue 19): one application's (its detail page) and a range's (the dashboard's
 * upcoming list); a schedule, edit or cancel invalidates `all`, and so does a colleague's.
 */
export const interviewKeys = {
  all: ['interviews'] as const,
  ofApplication: (applicationId: string) => [...interviewKeys.all, 'application', applicationId] as const,
  range: (from: string, to: string) => [...interviewKeys.all, 'range', from, to] as const,
};

/**
 * The company's message templates (issue 19): the profile's Templates tab and the bulk action
 * bar read them; a write, this member's or a colleague's (TEMPLATE_* activity), invalidates `all`.
 */
export const templateKeys = {
  all: ['templates'] as const,
};

import type { ListApplicationsQuery } from '@shared/api/applications';

/**
 * Query keys of the data several features read. A feature's own data has its keys in
 * `features/<name>/api/keys.ts`; these live here because features do not import each other.
 * Each factory nests: invalidating `applicationKeys.all` reaches every list and detail.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (query: ListApplicationsQuery) => [...applicationKeys.lists(), query] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  detail: (id: string) => [...applicationKeys.details(), id] as const,
};

export const userKeys = {
  all: ['users'] as const,
  /** The signed-in user (GET /user/details). */
  me: () => [...userKeys.all, 'me'] as const,
  /** Another person by id (GET /user/{id}). */
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

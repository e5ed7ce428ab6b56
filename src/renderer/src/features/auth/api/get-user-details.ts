import type { UserDetailsResponse } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';

/** GET /user/details — the signed-in user, fetched on app load with a token (spec §4). */
export function getUserDetails(): Promise<UserDetailsResponse> {
  return api.get<UserDetailsResponse>('/user/details', { fallbackMessage: 'errors.generic' });
}

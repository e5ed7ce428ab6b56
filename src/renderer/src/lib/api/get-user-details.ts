import { api } from '@renderer/lib/api-client';
import type { UserDetailsResponse } from '@shared/api/auth';

/** GET /user/details: the signed-in user with company_info, for the header and the profile screen. */
export function getUserDetails(signal?: AbortSignal) {
  return api.get<UserDetailsResponse>('/user/details', { signal, fallbackMessage: 'profile.loadUserFailed' });
}

import type { UserDetailsResponse } from '@shared/api/auth';
import { api } from '@renderer/lib/api-client';

/** GET /user/details for the profile screen; carries company_info and profile_img. */
export function getMyDetails(): Promise<UserDetailsResponse> {
  return api.get<UserDetailsResponse>('/user/details', { fallbackMessage: 'profile.loadUserFailed' });
}

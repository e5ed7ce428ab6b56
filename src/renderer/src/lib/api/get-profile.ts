import { api } from '@renderer/lib/api-client';
import type { UserDetailsResponse } from '@shared/api/auth';

/** GET /user/details: the signed-in employer's profile with company_info (header, Profile screen). */
export function getProfile(signal?: AbortSignal) {
  return api.get<UserDetailsResponse>('/user/details', { signal, fallbackMessage: 'profile.loadUserFailed' });
}

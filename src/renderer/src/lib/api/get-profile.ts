import { api } from '@renderer/lib/api-client';
import type { UserDetailsResponse } from '@shared/api/auth';
import { USER_DETAILS_READ } from './signed-in-reads';

/** GET /user/details: the signed-in employer's profile with company_info (header, Profile screen). */
export function getProfile(signal?: AbortSignal) {
  return api.get<UserDetailsResponse>(USER_DETAILS_READ.url, {
    signal,
    fallbackMessage: 'profile.loadUserFailed',
  });
}

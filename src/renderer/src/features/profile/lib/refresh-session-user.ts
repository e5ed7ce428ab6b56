import { profileKeys } from '@renderer/lib/api/keys';
import { queryClient } from '@renderer/lib/query-client';
import { useSessionStore } from '@renderer/lib/session-store';
import type { UserDetailsResponse } from '@shared/api/auth';
import { type PublicUser, toUserData } from '@shared/api/user';

/**
 * After a profile change the server's answer is the truth: it goes into the cached user
 * details (the profile screen) and the stored userData (the header's name and initial) at once,
 * without asking GET /user/details again.
 */
export async function refreshSessionUser(
  user: PublicUser,
  extra: { profileSetup?: boolean } = {},
): Promise<void> {
  queryClient.setQueryData<UserDetailsResponse>(profileKeys.all, (old) =>
    old ? { ...old, data: { ...old.data, ...user } } : old,
  );
  await useSessionStore.getState().save({ userData: toUserData(user), ...extra });
}

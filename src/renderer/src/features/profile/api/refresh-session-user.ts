import { type PublicUser, toUserData } from '@shared/api/user';
import { emitUserUpdated } from '@renderer/lib/events';
import { useSessionStore } from '@renderer/lib/session-store';

/**
 * After a profile change: the stored userData follows at once and the user-updated event
 * (spec §4) makes the header fetch the details again (name, avatar initial).
 */
export async function refreshSessionUser(
  user: PublicUser,
  extra: { profileSetup?: boolean } = {},
): Promise<void> {
  await useSessionStore.getState().save({ userData: toUserData(user), ...extra });
  emitUserUpdated();
}

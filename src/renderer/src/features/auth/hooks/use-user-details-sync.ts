import { toUserData } from '@shared/api/user';
import { USER_UPDATED_EVENT } from '@renderer/lib/events';
import { useSessionStore } from '@renderer/lib/session-store';
import { useEffect } from 'react';
import { getUserDetails } from '../api/get-user-details';

/**
 * Spec §4: with a token, the user details are fetched on app load and stored as userData; a
 * `user-updated` window event (fired after a profile change) fetches them again so the header
 * follows. A 401 is handled by the API client (back to /signin); other failures keep the
 * stored copy.
 */
export function useUserDetailsSync(): void {
  const token = useSessionStore((s) => s.token);
  const save = useSessionStore((s) => s.save);

  useEffect(() => {
    if (!token) return;
    let active = true;
    const load = async () => {
      try {
        const { data } = await getUserDetails();
        if (!active || !data) return;
        await save({
          userData: toUserData(data),
          ...(typeof data.profileSetup === 'boolean' ? { profileSetup: data.profileSetup } : {}),
        });
      } catch (error) {
        if (active) console.warn('Could not refresh the user details', error);
      }
    };
    void load();
    window.addEventListener(USER_UPDATED_EVENT, load);
    return () => {
      active = false;
      window.removeEventListener(USER_UPDATED_EVENT, load);
    };
  }, [token, save]);
}

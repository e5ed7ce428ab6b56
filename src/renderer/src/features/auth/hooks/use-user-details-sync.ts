import { toUserData } from '@shared/api/user';
import { useUserDetails } from '@renderer/hooks/use-user-details';
import { useSessionStore } from '@renderer/lib/session-store';
import { useEffect } from 'react';

/**
 * With a token, the user details are fetched on app load and stored as userData (the header's
 * name and initial). They come from the shared query cache: a profile save writes its answer
 * there and the header follows without another request. A 401 is handled by the API client
 * (back to /signin); other failures keep the stored copy.
 */
export function useUserDetailsSync(): void {
  const { data, error } = useUserDetails();
  const save = useSessionStore((s) => s.save);

  useEffect(() => {
    if (!data) return;
    void save({
      userData: toUserData(data),
      ...(typeof data.profileSetup === 'boolean' ? { profileSetup: data.profileSetup } : {}),
    });
  }, [data, save]);

  useEffect(() => {
    if (error) console.warn('Could not refresh the user details', error);
  }, [error]);
}

import { toUserData } from '@shared/api/user';
import { useProfile } from '@renderer/hooks/use-profile';
import { useSessionStore } from '@renderer/lib/session-store';
import { useEffect } from 'react';

/**
 * With a token, the employer's profile is fetched on app load and stored as the session's
 * userData (the header's name and initial). It comes from the shared query cache: a profile
 * save writes its answer there and the header follows without another request. A 401 is
 * handled by the API client (back to /signin); other failures keep the stored copy.
 */
export function useProfileSync(): void {
  const { data, error } = useProfile();
  const save = useSessionStore((s) => s.save);

  useEffect(() => {
    if (!data) return;
    void save({
      userData: toUserData(data),
      ...(typeof data.profileSetup === 'boolean' ? { profileSetup: data.profileSetup } : {}),
    });
  }, [data, save]);

  useEffect(() => {
    if (error) console.warn('Could not refresh the profile', error);
  }, [error]);
}

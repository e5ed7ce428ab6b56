import { profileKeys } from '@renderer/lib/api/keys';
import { getProfile } from '@renderer/lib/api/get-profile';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in employer's profile (GET /user/details), shared by the header's sync and the
 * Profile screen: both read one cached copy, so opening /profile makes one request, and a save
 * writes the answer into the cache instead of asking again.
 */
export function useProfile() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useQuery({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => getProfile(signal),
    select: (body) => body.data,
    enabled: signedIn,
  });
}

import { userKeys } from '@renderer/lib/api/keys';
import { getUserDetails } from '@renderer/lib/api/get-user-details';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in user (GET /user/details), shared by the header's sync and the profile screen:
 * both read one cached copy, so opening /profile makes one request, and a save writes the
 * answer into the cache instead of asking again.
 */
export function useUserDetails() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useQuery({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getUserDetails(signal),
    select: (body) => body.data,
    enabled: signedIn,
  });
}

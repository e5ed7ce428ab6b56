import { getSubscription } from '@renderer/lib/api/get-subscription';
import { paymentKeys } from '@renderer/lib/api/keys';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { useQuery } from '@tanstack/react-query';

/** Whether the Professional Plan is active and until when (read again when an order is paid). */
export function useSubscription() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useQuery({
    queryKey: paymentKeys.subscription(),
    queryFn: ({ signal }) => getSubscription(signal),
    select: (body) => body.data,
    enabled: signedIn,
  });
}

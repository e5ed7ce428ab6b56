import { paymentKeys } from '@renderer/lib/api/keys';
import { listOrders } from '@renderer/lib/api/list-orders';
import { isOrderFinished, UNFINISHED_ORDER_REFETCH_MS } from '@renderer/lib/order-status';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { useQuery } from '@tanstack/react-query';

/**
 * The caller's Professional Plan orders (the Billing tab, the payment screen's "unpaid order"
 * note). Kept current by `paymentUpdated` (lib/payment-updates.ts) and, while one is unfinished,
 * by reading again every so often.
 */
export function usePaymentOrders() {
  const signedIn = useSessionStore(selectIsSignedIn);
  return useQuery({
    queryKey: paymentKeys.orders(),
    queryFn: ({ signal }) => listOrders(signal),
    select: (body) => body.data.orders,
    enabled: signedIn,
    refetchInterval: (query) =>
      query.state.data?.data.orders.some((order) => !isOrderFinished(order))
        ? UNFINISHED_ORDER_REFETCH_MS
        : false,
  });
}

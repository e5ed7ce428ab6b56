import { paymentKeys } from '@renderer/lib/api/keys';
import { isOrderFinished, UNFINISHED_ORDER_REFETCH_MS } from '@renderer/lib/order-status';
import { useQuery } from '@tanstack/react-query';
import { getOrder } from '../api/get-order';

/**
 * One order with its history. `paymentUpdated` writes into this entry at once
 * (lib/payment-updates.ts); while the order is unfinished it is also read again every so often,
 * since a staff confirmation of a transfer comes without a socket event.
 */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: paymentKeys.order(id ?? ''),
    queryFn: ({ signal }) => getOrder(id ?? '', signal),
    select: (body) => body.data.order,
    enabled: id !== null,
    refetchInterval: (query) => {
      const order = query.state.data?.data.order;
      return order && !isOrderFinished(order) ? UNFINISHED_ORDER_REFETCH_MS : false;
    },
  });
}

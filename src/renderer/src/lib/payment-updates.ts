import {
  type OrderResponse,
  type OrdersResponse,
  orderSchema,
  type PaymentOrder,
} from '@shared/api/payments';
import type { QueryClient } from '@tanstack/react-query';
import { paymentKeys } from './api/keys';

/**
 * The one way a changed order reaches the screens: the chat controller, which owns the socket,
 * hands every `paymentUpdated` here, and this writes it into the query cache, so the payment
 * screen, the profile's Billing tab and the plan's status all show it without knowing about the
 * socket (features do not import each other). Polling writes the same cache entries.
 *
 * The socket is the network: a payload that is not an order is ignored. Returns whether the
 * order was applied.
 */
export function applyPaymentUpdate(client: QueryClient, payload: unknown): boolean {
  const parsed = orderSchema.safeParse(payload);
  if (!parsed.success) return false;
  const order = parsed.data;
  client.setQueryData<OrderResponse>(paymentKeys.order(order.id), (old) =>
    old && isOlder(order, old.data.order) ? old : { message: old?.message ?? '', data: { order } },
  );
  const listed = client.getQueryData<OrdersResponse>(paymentKeys.orders());
  if (listed?.data.orders.some((o) => o.id === order.id)) {
    client.setQueryData<OrdersResponse>(paymentKeys.orders(), {
      ...listed,
      data: { orders: listed.data.orders.map((o) => (o.id === order.id && !isOlder(order, o) ? order : o)) },
    });
  } else {
    void client.invalidateQueries({ queryKey: paymentKeys.orders(), exact: true });
  }
  // A paid order extends the plan: its status (the profile, the premium page) is read again.
  if (order.status === 'PAID') void client.invalidateQueries({ queryKey: paymentKeys.subscription() });
  return true;
}

/** An event can overtake a refetch's answer (or the other way round): the longer history wins. */
function isOlder(incoming: PaymentOrder, current: PaymentOrder): boolean {
  return incoming.history.length < current.history.length;
}

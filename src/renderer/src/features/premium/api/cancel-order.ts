import { api } from '@renderer/lib/api-client';
import type { OrderResponse } from '@shared/api/payments';

/** POST /payments/orders/{id}/cancel: an unpaid order is cancelled (its reference withdrawn). */
export function cancelOrder(id: string) {
  return api.post<OrderResponse>(`/payments/orders/${encodeURIComponent(id)}/cancel`, undefined, {
    fallbackMessage: 'premium.order.cancelFailed',
  });
}

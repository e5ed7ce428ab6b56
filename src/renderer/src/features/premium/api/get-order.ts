import { api } from '@renderer/lib/api-client';
import type { OrderResponse } from '@shared/api/payments';

/** GET /payments/orders/{id}: one order of the caller with its history (404 for anyone else's). */
export function getOrder(id: string, signal?: AbortSignal) {
  return api.get<OrderResponse>(`/payments/orders/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'premium.order.loadFailed',
  });
}

import { api } from '@renderer/lib/api-client';
import type { OrdersResponse } from '@shared/api/payments';

/** GET /payments/orders: the caller's Professional Plan orders, newest first, with their history. */
export function listOrders(signal?: AbortSignal) {
  return api.get<OrdersResponse>('/payments/orders', { signal, fallbackMessage: 'billing.loadFailed' });
}

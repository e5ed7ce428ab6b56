import { api } from '@renderer/lib/api-client';
import type { CreateOrderBody, OrderResponse } from '@shared/api/payments';

/** POST /payments/orders: the order, with its Multicaixa reference or Express push when chosen. */
export function createOrder(body: CreateOrderBody) {
  return api.post<OrderResponse>('/payments/orders', body, { fallbackMessage: 'premium.order.createFailed' });
}

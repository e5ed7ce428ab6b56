import { FINAL_ORDER_STATUSES, type PaymentOrder } from '@shared/api/payments';

/**
 * How often an unfinished order is read again. Sockets bring payments at once, but a staff
 * confirmation of a transfer, or an event lost while offline, arrives only this way.
 */
export const UNFINISHED_ORDER_REFETCH_MS = 15_000;

/** Nothing more happens to a paid, expired, cancelled or rejected order. */
export function isOrderFinished(order: Pick<PaymentOrder, 'status'>): boolean {
  return FINAL_ORDER_STATUSES.includes(order.status);
}

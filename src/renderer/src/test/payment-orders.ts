import type { PaymentOrder, PlansResponse } from '@shared/api/payments';

/** Orders as GET /payments/orders/{id} answers them, for the payment screens' and Billing's tests. */
export const CREATED_AT = '2026-11-21T09:00:00.000Z';

export function awaitingOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: '5a2f7d7e-0000-4000-8000-000000000042',
    number: 'CNX-000042',
    planId: 'PROFESSIONAL_MONTHLY',
    method: 'MULTICAIXA_REFERENCE',
    amountKz: 15_000,
    status: 'AWAITING_PAYMENT',
    reference: { entity: '99999', number: '123456789', expiresAt: '2026-11-24T09:00:00.000Z' },
    phone: null,
    history: [
      { status: 'ORDER_CONFIRMED', at: CREATED_AT },
      { status: 'PAYMENT_ORDER_CREATED', at: CREATED_AT },
      { status: 'AWAITING_PAYMENT', at: CREATED_AT },
    ],
    proofSubmitted: false,
    rejectionReason: null,
    receiptNumber: null,
    paidAt: null,
    activeUntil: null,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

/** The same order after the payment arrived: one more history entry, a receipt, a period. */
export function paidOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  const order = awaitingOrder(overrides);
  return {
    ...order,
    status: 'PAID',
    history: [...order.history, { status: 'PAID', at: '2026-11-21T10:30:00.000Z' }],
    receiptNumber: 'R-2026-000007',
    paidAt: '2026-11-21T10:30:00.000Z',
    activeUntil: '2026-12-21T10:30:00.000Z',
    ...overrides,
  };
}

export function plansBody(
  methods: PlansResponse['data']['methods'] = ['MULTICAIXA_REFERENCE', 'MULTICAIXA_EXPRESS'],
  bank: PlansResponse['data']['bank'] = null,
): PlansResponse {
  return {
    message: 'Plans loaded.',
    data: {
      plans: [{ id: 'PROFESSIONAL_MONTHLY', amountKz: 15_000, months: 1, quantity: 1 }],
      methods,
      bank,
    },
  };
}

export const orderBody = (order: PaymentOrder) => ({ message: 'Order loaded.', data: { order } });

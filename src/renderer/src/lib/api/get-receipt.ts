import { api } from '@renderer/lib/api-client';

/** GET /payments/orders/{id}/receipt: the paid order's receipt, a PDF in the caller's language. */
export function getReceipt(orderId: string) {
  return api.get<Blob>(`/payments/orders/${encodeURIComponent(orderId)}/receipt`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
    fallbackMessage: 'billing.receiptFailed',
  });
}

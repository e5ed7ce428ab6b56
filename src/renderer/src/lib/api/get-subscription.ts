import { api } from '@renderer/lib/api-client';
import type { SubscriptionResponse } from '@shared/api/payments';

/** GET /payments/subscription: whether the Professional Plan is active, and until when. */
export function getSubscription(signal?: AbortSignal) {
  return api.get<SubscriptionResponse>('/payments/subscription', {
    signal,
    fallbackMessage: 'billing.subscriptionFailed',
  });
}

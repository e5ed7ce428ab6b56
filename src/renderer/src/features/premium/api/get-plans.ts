import { api } from '@renderer/lib/api-client';
import type { PlansResponse } from '@shared/api/payments';

/** GET /payments/plans: the plan on sale, the methods this server accepts and its bank details. */
export function getPlans(signal?: AbortSignal) {
  return api.get<PlansResponse>('/payments/plans', { signal, fallbackMessage: 'premium.loadPlansFailed' });
}

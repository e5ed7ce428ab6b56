/**
 * Query keys only the payment screens read. Orders and the plan's status are read by the
 * profile's Billing tab too, so theirs are `paymentKeys` in `lib/api/keys.ts`.
 */
export const premiumKeys = {
  all: ['premium'] as const,
  plans: () => [...premiumKeys.all, 'plans'] as const,
};

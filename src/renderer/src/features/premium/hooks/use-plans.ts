import { useQuery } from '@tanstack/react-query';
import { getPlans } from '../api/get-plans';
import { premiumKeys } from '../api/keys';

/** The plan on sale and how this server lets people pay (methods, bank details). */
export function usePlans() {
  return useQuery({
    queryKey: premiumKeys.plans(),
    queryFn: ({ signal }) => getPlans(signal),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import { getCompany } from '../api/get-company';
import { jobKeys } from '../api/keys';

/** A company's public page: its information and its open jobs. */
export function useCompany(id: string) {
  return useQuery({
    queryKey: jobKeys.company(id),
    queryFn: ({ signal }) => getCompany(id, signal),
    select: (body) => body.data,
  });
}

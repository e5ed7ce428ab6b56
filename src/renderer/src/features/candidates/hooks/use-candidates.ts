import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@renderer/lib/api/keys';
import { listCandidates } from '../api/list-candidates';
import type { CandidateFilterValues } from '../lib/filters';

/** One page of candidates for the filters in the address. */
export function useCandidates(page: number, filters: CandidateFilterValues) {
  return useQuery({
    queryKey: candidateKeys.list(page, { ...filters }),
    queryFn: ({ signal }) => listCandidates(page, CANDIDATE_PAGE_SIZE, filters, signal),
    select: (body) => body.data,
  });
}

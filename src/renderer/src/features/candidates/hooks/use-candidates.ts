import { CANDIDATE_PAGE_SIZE } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { candidateKeys } from '@renderer/lib/api/keys';
import { listCandidates } from '../api/list-candidates';
import type { CandidateFilterValues } from '../lib/filters';

/** One page of candidates for the filters and the sort (issue 19) in the address. */
export function useCandidates(
  page: number,
  filters: CandidateFilterValues,
  sorting: { sort?: string; order?: string } = {},
) {
  return useQuery({
    queryKey: candidateKeys.list(page, { ...filters, ...sorting }),
    queryFn: ({ signal }) => listCandidates(page, CANDIDATE_PAGE_SIZE, filters, signal, sorting),
    select: (body) => body.data,
  });
}

import type { CandidateFilterValues } from '../lib/filters';

/** Query keys of the candidates list. One candidate is `userKeys.detail` (shared with the chat). */
export const candidateKeys = {
  all: ['candidates'] as const,
  lists: () => [...candidateKeys.all, 'list'] as const,
  list: (page: number, filters: CandidateFilterValues) => [...candidateKeys.lists(), page, filters] as const,
};

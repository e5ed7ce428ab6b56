import { getCandidate } from '@renderer/lib/api/get-candidate';
import { candidateKeys } from '@renderer/lib/api/keys';
import { useQuery } from '@tanstack/react-query';

/** One candidate as an employer may see them (GET /user/{id}): their page, a new chat partner. */
export function useCandidate(id: string | null) {
  return useQuery({
    queryKey: candidateKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getCandidate(id ?? '', signal),
    select: (body) => body.data,
    enabled: Boolean(id),
  });
}

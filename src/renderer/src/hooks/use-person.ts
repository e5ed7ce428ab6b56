import { getUser } from '@renderer/lib/api/get-user';
import { userKeys } from '@renderer/lib/api/keys';
import { useQuery } from '@tanstack/react-query';

/** What an employer may see of a person (GET /user/{id}): a candidate's page, a new chat partner. */
export function usePerson(id: string | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getUser(id ?? '', signal),
    select: (body) => body.data,
    enabled: Boolean(id),
  });
}

import { listMembers } from '@renderer/lib/api/list-members';
import { teamKeys } from '@renderer/lib/api/keys';
import { useQuery } from '@tanstack/react-query';

/** The company's members (GET /company/members): the interview form's interviewers. */
export function useTeamMembers(enabled = true) {
  return useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => listMembers(signal),
    select: (body) => body.data.members,
    enabled,
  });
}

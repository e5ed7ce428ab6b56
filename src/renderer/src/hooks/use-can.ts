import { profileKeys } from '@renderer/lib/api/keys';
import { getProfile } from '@renderer/lib/api/get-profile';
import { queryClient } from '@renderer/lib/query-client';
import { selectIsSignedIn, useSessionStore } from '@renderer/lib/session-store';
import { type CompanyAction, type CompanyRole, can } from '@shared/team/permissions';
import { useQuery } from '@tanstack/react-query';

/**
 * The signed-in employer's role in their company (issue 18), from the cached user details
 * (GET /user/details, `company_role`): null without a company, undefined while not known yet.
 */
export function useCompanyRole(): CompanyRole | null | undefined {
  const signedIn = useSessionStore(selectIsSignedIn);
  // The same cached copy as useProfile, through the one client even where no provider wraps a
  // component (a row menu rendered on its own).
  const { data } = useQuery(
    {
      queryKey: profileKeys.all,
      queryFn: ({ signal }) => getProfile(signal),
      select: (body) => body.data.company_role,
      enabled: signedIn,
    },
    queryClient,
  );
  return data;
}

/**
 * Whether the signed-in employer's role allows `action` (the shared role × action table). The
 * app hides what a role cannot do; the server refuses it anyway (403). While the role is not
 * known yet, nothing that needs one is offered: better a button appearing than one that fails.
 */
export function useCan(action: CompanyAction): boolean {
  return can(useCompanyRole(), action);
}

import { useProfile } from '@renderer/hooks/use-profile';
import { type CompanyAction, type CompanyRole, can } from '@shared/team/permissions';

/**
 * The signed-in employer's role in their company (issue 18), from the cached user details
 * (GET /user/details, `company_role`): null without a company, undefined while not known yet.
 */
export function useCompanyRole(): CompanyRole | null | undefined {
  const { data } = useProfile();
  return data ? data.company_role : undefined;
}

/**
 * Whether the signed-in employer's role allows `action` (the shared role × action table). The
 * app hides what a role cannot do; the server refuses it anyway (403). While the role is not
 * known yet, nothing that needs one is offered: better a button appearing than one that fails.
 */
export function useCan(action: CompanyAction): boolean {
  return can(useCompanyRole(), action);
}

import type { CompanyRole } from '@shared/team/permissions';
import { profileKeys } from '../lib/api/keys';
import { queryClient } from '../lib/query-client';
import { useSessionStore } from '../lib/session-store';
import { fakeApi } from './fake-api';

/** The employer the screen tests sign in as; the signed-in frame reads these details. */
export const testEmployer = {
  id: 'u1',
  email: 'ana@kianda.ao',
  role: 'EMPLOYER',
  provider: 'LOCAL',
  first_name: 'Ana',
  last_name: 'B',
  // The owner may do everything (issue 18): the screens show every action.
  company_role: 'OWNER',
};

/** Signs `testEmployer` in; the fake API answers their details and the test's own `routes`. */
export function signInTestEmployer(routes: Parameters<typeof fakeApi>[0] = {}) {
  useSessionStore.setState({ token: 'tok', userId: 'u1', profileSetup: true });
  return fakeApi({
    'GET /user/details': { status: 200, data: { message: 'ok', data: testEmployer } },
    ...routes,
  });
}

/**
 * The signed-in employer's details already in the query cache, with `role` in their company:
 * for screen tests that render a part of the app (useCan reads the role from there) without a
 * fake GET /user/details. Fresh for the query's staleTime, so the screen does not ask again.
 */
export function grantCompanyRole(role: CompanyRole | null = 'OWNER'): void {
  queryClient.setQueryData(profileKeys.all, {
    message: 'ok',
    data: { ...testEmployer, company_role: role },
  });
}

import { useSessionStore } from '../lib/session-store';

/**
 * Rita (user e1), the company member the applications and candidates screens' tests sign in
 * as, with `company_role` in her company (none: a member of no company).
 */
export const hrMember = (company_role?: string) => ({
  id: 'e1',
  email: 'rh@empresa.ao',
  first_name: 'Rita',
  last_name: 'Lopes',
  profileSetup: true,
  ...(company_role === undefined ? {} : { company_role }),
});

/** Saves `userId`'s session (profile set up) as a remembered sign-in does: the app opens signed in. */
export function rememberSignIn(userId: string, extra: { signupEmail?: string } = {}): Promise<void> {
  return useSessionStore
    .getState()
    .save({ token: 'tok', userId, profileSetup: true, ...extra }, { remember: true });
}

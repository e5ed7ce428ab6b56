import type { LoginFailures } from '../../rate-limit/limits';
import { verifyAgainstDummy, verifyPassword } from '../../security/passwords';

/**
 * Re-authentication from a signed-in session (password change, email change; ASVS 3.7.1): the
 * account's current password, under the same failure limit as sign-in, so a stolen session is
 * no way around the lockout. An account without a password costs a dummy hash and fails.
 * Throws 429 ACCOUNT_LOCKED while locked; otherwise true or false.
 */
export function createCurrentPasswordCheck(loginFailures: LoginFailures) {
  return async (account: { email: string; passwordHash: string | null }, password: string) => {
    await loginFailures.assertNotLocked(account.email);
    const ok = account.passwordHash
      ? await verifyPassword(account.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!ok) await loginFailures.record(account.email);
    return ok;
  };
}

export type CurrentPasswordCheck = ReturnType<typeof createCurrentPasswordCheck>;

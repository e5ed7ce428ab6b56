import { useDelayedNavigate } from '@renderer/hooks/use-delayed-navigate';
import { useT } from '@renderer/i18n/use-t';
import { pendingInvitationPath } from '@renderer/lib/pending-invitation';
import { useSessionStore } from '@renderer/lib/session-store';
import { notify } from '@renderer/lib/toast';
import type { LoginResponse } from '@shared/api/auth';
import { AUTH_NAV_DELAY_MS } from '@shared/constants';
import { useCallback } from 'react';

/**
 * Turns a sign-in answer (a password or a social provider alike) into the app's session: keeps
 * the tokens, says so, and goes home, or to the profile wizard when the profile is not set up,
 * or back to the team invitation that sent the person to sign in.
 * The caller stays busy until the page changes, so a second click cannot sign in twice.
 */
export function useStartSession() {
  const t = useT();
  const navigateLater = useDelayedNavigate(AUTH_NAV_DELAY_MS);
  const saveSession = useSessionStore((s) => s.save);
  return useCallback(
    async (res: LoginResponse, remember: boolean) => {
      const profileSetup = res.profileSetup === true;
      await saveSession(
        {
          token: res.data.accessToken,
          refreshToken: res.data.refreshToken,
          userId: res.data.user_id,
          profileSetup,
        },
        { remember },
      );
      notify.success(res.message || t('auth.signin.success'));
      // An invitation opened before signing in takes the person back to it (issue 18).
      navigateLater(pendingInvitationPath() ?? (profileSetup ? '/' : '/profile-setup'), { replace: true });
    },
    [saveSession, t, navigateLater],
  );
}

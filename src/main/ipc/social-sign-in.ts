import { authorizationUrlSchema, type SocialBrowserResult } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import type { SocialSignIn } from '../services/social-sign-in';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

/** Only an OAuth authorization request with PKCE reaches the system browser through this channel. */
export function socialSignInHandlers(socialSignIn: SocialSignIn, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleOpen: trusted(
      (url: unknown): Promise<SocialBrowserResult> =>
        socialSignIn.open(parseArg(authorizationUrlSchema, url, IPC.socialSignInOpen)),
    ),
    handleCancel: trusted((): void => socialSignIn.cancel()),
  };
}

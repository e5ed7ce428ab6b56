import { authorizationUrlSchema, type SocialBrowserResult } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { SocialSignIn } from '../services/social-sign-in';
import { parseArg, type SenderEvent } from './validate';

/** Only an OAuth authorization request with PKCE reaches the system browser through this channel. */
export function socialSignInHandlers(socialSignIn: SocialSignIn, devUrl: string | null) {
  return {
    handleOpen(event: SenderEvent, url: unknown): Promise<SocialBrowserResult> {
      assertTrustedSender(event, devUrl);
      return socialSignIn.open(parseArg(authorizationUrlSchema, url, IPC.socialSignInOpen));
    },
    handleCancel(event: SenderEvent): void {
      assertTrustedSender(event, devUrl);
      socialSignIn.cancel();
    },
  };
}

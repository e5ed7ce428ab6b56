import { externalUrlSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import { parseArg, type SenderEvent } from './validate';

/** Only https: and mailto: reach the OS (shared schema); file:, smb:, custom handlers never do. */
export function shellHandlers(openExternal: (url: string) => Promise<void>, devUrl: string | null) {
  return {
    async handleOpenExternal(event: SenderEvent, url: unknown): Promise<void> {
      assertTrustedSender(event, devUrl);
      await openExternal(parseArg(externalUrlSchema, url, IPC.shellOpenExternal));
    },
  };
}

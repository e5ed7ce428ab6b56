import { externalUrlSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

/** Only https: and mailto: reach the OS (shared schema); file:, smb:, custom handlers never do. */
export function shellHandlers(openExternal: (url: string) => Promise<void>, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleOpenExternal: trusted(async (url: unknown): Promise<void> => {
      await openExternal(parseArg(externalUrlSchema, url, IPC.shellOpenExternal));
    }),
  };
}

import { type Prefs, prefsPatchSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import type { PrefsStore } from '../services/prefs';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

export function prefsHandlers(prefs: PrefsStore, devUrl: string | null) {
  const trusted = trustedHandlers(devUrl);
  return {
    handlePrefsGet: trusted((): Prefs => prefs.get()),
    handlePrefsSet: trusted((patch: unknown): void =>
      prefs.set(parseArg(prefsPatchSchema, patch, IPC.prefsSet)),
    ),
  };
}

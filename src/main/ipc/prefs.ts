import { type Prefs, prefsPatchSchema } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { PrefsStore } from '../services/prefs';
import { parseArg, type SenderEvent } from './validate';

export function prefsHandlers(prefs: PrefsStore, devUrl: string | null) {
  return {
    handlePrefsGet(event: SenderEvent): Prefs {
      assertTrustedSender(event, devUrl);
      return prefs.get();
    },
    handlePrefsSet(event: SenderEvent, patch: unknown): void {
      assertTrustedSender(event, devUrl);
      prefs.set(parseArg(prefsPatchSchema, patch, IPC.prefsSet));
    },
  };
}

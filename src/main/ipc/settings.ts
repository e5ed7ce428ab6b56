import {
  apiUrlSchema,
  type ApiCheck,
  type DesktopSettings,
  settingsPatchSchema,
  type SettingsUpdate,
} from '@shared/desktop/settings';
import { IPC } from '@shared/desktop/ipc-channels';
import { assertTrustedSender } from '../security/ipc-sender';
import type { DesktopSettingsService } from '../services/desktop-settings';
import { parseArg, type SenderEvent } from './validate';

export function settingsHandlers(
  settings: DesktopSettingsService,
  checkApi: (url: string) => Promise<ApiCheck>,
  devUrl: string | null,
) {
  return {
    handleSettingsGet(event: SenderEvent): DesktopSettings {
      assertTrustedSender(event, devUrl);
      return settings.view();
    },
    handleSettingsSet(event: SenderEvent, patch: unknown): SettingsUpdate {
      assertTrustedSender(event, devUrl);
      return settings.update(parseArg(settingsPatchSchema, patch, IPC.settingsSet));
    },
    /** Only http(s) addresses are probed, and only at /health: no general-purpose fetch for the page. */
    async handleSettingsCheckApi(event: SenderEvent, url: unknown): Promise<ApiCheck> {
      assertTrustedSender(event, devUrl);
      return checkApi(parseArg(apiUrlSchema, url, IPC.settingsCheckApi));
    },
  };
}

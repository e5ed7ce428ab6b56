import {
  apiUrlSchema,
  type ApiCheck,
  type DesktopSettings,
  settingsPatchSchema,
  type SettingsUpdate,
} from '@shared/desktop/settings';
import { IPC } from '@shared/desktop/ipc-channels';
import type { DesktopSettingsService } from '../services/desktop-settings';
import { trustedHandlers } from './trusted';
import { parseArg } from './validate';

export function settingsHandlers(
  settings: DesktopSettingsService,
  checkApi: (url: string) => Promise<ApiCheck>,
  devUrl: string | null,
) {
  const trusted = trustedHandlers(devUrl);
  return {
    handleSettingsGet: trusted((): DesktopSettings => settings.view()),
    handleSettingsSet: trusted(
      (patch: unknown): SettingsUpdate =>
        settings.update(parseArg(settingsPatchSchema, patch, IPC.settingsSet)),
    ),
    /** Only http(s) addresses are probed, and only at /health: no general-purpose fetch for the page. */
    handleSettingsCheckApi: trusted(
      async (url: unknown): Promise<ApiCheck> => checkApi(parseArg(apiUrlSchema, url, IPC.settingsCheckApi)),
    ),
  };
}

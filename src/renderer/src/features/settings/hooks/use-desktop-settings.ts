import { getBridge } from '@renderer/lib/bridge';
import type { DesktopSettings, SettingsPatch, SettingsUpdate } from '@shared/desktop/settings';
import { useCallback, useEffect, useState } from 'react';

/**
 * The desktop settings through the bridge, or null in a browser (the bridge has no `settings`
 * there, and the screen shows only what a browser can do).
 */
export function useDesktopSettings() {
  const api = getBridge().settings ?? null;
  const [settings, setSettings] = useState<DesktopSettings | null>(null);

  useEffect(() => {
    if (!api) return;
    let live = true;
    void api.get().then((value) => {
      if (live) setSettings(value);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const update = useCallback(
    async (patch: SettingsPatch): Promise<SettingsUpdate> => {
      if (!api) throw new Error('Desktop settings exist only in the desktop app');
      const result = await api.set(patch);
      setSettings(result.settings);
      return result;
    },
    [api],
  );

  return { available: api !== null, settings, update, checkApi: api?.checkApi ?? null };
}

import { getBridge } from '@renderer/lib/bridge';
import { useCallback, useState } from 'react';

/**
 * Where desktop alerts can appear, so Settings never offers a switch that cannot work.
 * `app`: the desktop app (the bridge has its settings). In a browser, the Notification
 * permission decides: `browser` (granted, or not asked yet), `blocked` (denied), `unsupported`.
 */
export type DesktopAlerts = 'app' | 'browser' | 'blocked' | 'unsupported';

function current(): DesktopAlerts {
  if (getBridge().settings) return 'app';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'browser';
}

export function useDesktopAlerts() {
  const [where, setWhere] = useState<DesktopAlerts>(current);

  /** Before turning alerts on in a browser: asks for the permission if not asked yet; true when granted. */
  const allow = useCallback(async (): Promise<boolean> => {
    if (where === 'app') return true;
    if (typeof Notification === 'undefined') return false;
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    setWhere(current());
    return permission === 'granted';
  }, [where]);

  return { where, allow };
}

import type { DesktopBridge } from '@shared/desktop/bridge';
import { browserConfig, readPrefs, readSession } from './browser-storage';

/** What the start-up reads before the app has booted: where the API is, the session, the language. */
export interface StartBridge {
  config: Pick<DesktopBridge['config'], 'get'>;
  session: Pick<DesktopBridge['session'], 'get'>;
  prefs: Pick<DesktopBridge['prefs'], 'get'>;
}

/**
 * The start-up's view of the desktop bridge: the preload's `window.conexao` inside Electron, else
 * the browser's storage read directly. Not `getBridge()`: the browser bridge brings zod and the
 * session refresh, which the start-up's own file must not carry (issue 12, speed to open).
 */
export function getStartBridge(): StartBridge {
  if (window.conexao) return window.conexao;
  return {
    config: { get: async () => browserConfig() },
    session: { get: async () => readSession() },
    prefs: { get: async () => readPrefs() },
  };
}

/// <reference types="vite/client" />
import type { DesktopBridge } from '@shared/desktop/bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a plain browser (see lib/bridge.ts). */
    conexao?: DesktopBridge;
  }

  interface ImportMetaEnv {
    readonly VITE_API_URL?: string;
    readonly VITE_APP_VERSION?: string;
  }
}

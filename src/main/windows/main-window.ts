import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { APP_START_URL } from '../config/origins';

export interface MainWindowOptions {
  preloadPath: string;
  /** Dev server URL (`electron-vite dev`), else null and the app:// build is loaded. */
  devUrl: string | null;
  /** Linux only (macOS/Windows take the icon from the installed app bundle). */
  iconPath?: string;
}

/**
 * The renderer is untrusted code that talks to the network, so it gets no Node and its own
 * isolated world; the preload alone reaches Electron, and only through the typed bridge.
 */
export function mainWindowOptions(preloadPath: string, iconPath?: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 480,
    minHeight: 560,
    // Shown on ready-to-show, so the person never sees an empty white frame.
    show: false,
    title: 'Conexão',
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      webSecurity: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

/** Navigation and window.open rules are applied to every WebContents at creation (see app-shell.ts). */
export function createMainWindow({ preloadPath, devUrl, iconPath }: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(preloadPath, iconPath));
  win.once('ready-to-show', () => win.show());
  void win.loadURL(devUrl ?? APP_START_URL);
  return win;
}

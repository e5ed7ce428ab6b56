import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';
import { APP_START_URL } from '../config/origins';
import type { SavedBounds } from './window-state';

export interface MainWindowOptions {
  preloadPath: string;
  /** Dev server URL (`electron-vite dev`), else null and the app:// build is loaded. */
  devUrl: string | null;
  /** Linux only (macOS/Windows take the icon from the installed app bundle). */
  iconPath?: string;
  /** Where the window was last time on this display (window-state.ts), or null for the default. */
  bounds?: SavedBounds | null;
}

/**
 * The renderer is untrusted code that talks to the network, so it gets no Node and its own
 * isolated world; the preload alone reaches Electron, and only through the typed bridge.
 */
export function mainWindowOptions(
  preloadPath: string,
  iconPath?: string,
  bounds?: SavedBounds | null,
): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    ...(bounds ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height } : {}),
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
      // Chromium's PDF viewer, the only plugin left: it shows an application's CV from a blob:
      // URL (issue 19). The CSP lets <object> load blob: URLs only, which only the app makes.
      plugins: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  };
}

/** Navigation and window.open rules are applied to every WebContents at creation (see app-shell.ts). */
export function createMainWindow({
  preloadPath,
  devUrl,
  iconPath,
  bounds,
}: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(preloadPath, iconPath, bounds));
  win.once('ready-to-show', () => {
    if (bounds?.maximized) win.maximize();
    win.show();
  });
  void win.loadURL(devUrl ?? APP_START_URL);
  return win;
}

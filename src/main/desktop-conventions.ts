import { type BrowserWindow, Menu, nativeImage, screen, session, Tray } from 'electron';
import type { Lang } from '@shared/domain';
import type { ApiCheck } from '@shared/desktop/settings';
import type { UpdateState } from '@shared/desktop/updates';
import trayIconPath from '../../build/icons/32x32.png?asset';
import { installAppMenu } from './menu/app-menu';
import type { KeyValueStore } from './services/key-value-store';
import { UnreadTray } from './services/tray';
import { contextMenuTemplate, spellcheckLanguages } from './windows/spellcheck';
import { initialBounds, trackWindowState } from './windows/window-state-tracker';

export interface DesktopConventionsDeps {
  lang(): Lang;
  getWindow(): BrowserWindow | null;
  revealWindow(): void;
  /** Shows an in-app route (Settings from the menu). */
  openRoute(route: string): void;
  quit(): void;
  isDev: boolean;
  version: string;
  build: string;
  apiUrl: string;
  checkApi(url: string): Promise<ApiCheck>;
  checkForUpdates(): Promise<UpdateState>;
  windowStore: KeyValueStore;
}

/**
 * What makes the window feel like a desktop app on each OS: the application menu in the
 * person's language, a tray / menu-bar icon with the unread count, the window's place per
 * display, and spellcheck in Portuguese and English with suggestions on right-click.
 */
export function installDesktopConventions(deps: DesktopConventionsDeps) {
  const menu = installAppMenu({
    platform: process.platform,
    isDev: deps.isDev,
    lang: deps.lang,
    getWindow: deps.getWindow,
    openSettings: () => deps.openRoute('/settings'),
    version: deps.version,
    build: deps.build,
    apiUrl: deps.apiUrl,
    checkApi: deps.checkApi,
    checkForUpdates: deps.checkForUpdates,
  });

  const tray = new UnreadTray({
    platform: process.platform,
    image: nativeImage.createFromPath(trayIconPath).resize({ width: 16, height: 16 }),
    createTray: (image) => new Tray(image),
    buildMenu: (template) => Menu.buildFromTemplate(template),
    lang: deps.lang,
    revealWindow: deps.revealWindow,
    quit: deps.quit,
  });

  // macOS always uses the system spellchecker and its languages.
  if (process.platform !== 'darwin') {
    const languages = spellcheckLanguages(session.defaultSession.availableSpellCheckerLanguages);
    if (languages.length > 0) session.defaultSession.setSpellCheckerLanguages(languages);
  }

  return {
    initialBounds: () => initialBounds(deps.windowStore, screen),
    attachWindow(win: BrowserWindow): void {
      trackWindowState(win, deps.windowStore, screen);
      win.webContents.on('context-menu', (_event, params) => {
        const template = contextMenuTemplate(params, deps.lang(), {
          replaceMisspelling: (word) => win.webContents.replaceMisspelling(word),
          addToDictionary: (word) => session.defaultSession.addWordToSpellCheckerDictionary(word),
        });
        if (template) Menu.buildFromTemplate(template).popup({ window: win });
      });
    },
    setUnread: (count: number) => tray.setUnread(count),
    refreshLanguage(): void {
      menu.refresh();
      tray.refresh();
    },
  };
}

export type DesktopConventions = ReturnType<typeof installDesktopConventions>;

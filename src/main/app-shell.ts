import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { app, type BrowserWindow, ipcMain, net, session, shell } from 'electron';
import { IPC } from '@shared/desktop/ipc-channels';
import iconPath from '../../build/icons/512x512.png?asset';
import { adminConfigPath, loadAdminConfig } from './config/admin-config';
import { appConfig, buildInfo } from './config/app-config';
import { devRendererUrl } from './config/origins';
import { type DesktopConventions, installDesktopConventions } from './desktop-conventions';
import { registerIpcHandlers } from './ipc/register';
import { buildCsp, installCsp } from './security/csp';
import { applyNavigationPolicy } from './security/navigation';
import { applyPermissionPolicy } from './security/permissions';
import { checkApi } from './services/api-check';
import { findDeepLinkInArgv, openDeepLink, registerProtocolClient } from './services/deep-links';
import { DesktopSettingsService } from './services/desktop-settings';
import { applyStartAtLogin, type LoginItemDeps, startAtLoginSupported } from './services/login-item';
import { NotificationService } from './services/notifications';
import { createPersistentStore } from './services/persistent-stores';
import { PrefsStore } from './services/prefs';
import { RendererMessenger } from './services/renderer-messenger';
import { safeStorageCodec } from './services/secret-codec';
import { createSessionRefresher } from './services/session-refresh';
import { SessionStore } from './services/session-store';
import { SocialSignIn } from './services/social-sign-in';
import { UserSettingsStore } from './services/settings-store';
import { handleAppProtocol } from './windows/app-protocol';
import { createUpdates, type Updates } from './updates';
import { loadAutoUpdater } from './updates/load-updater';
import { createMainWindow } from './windows/main-window';

export const APP_USER_MODEL_ID = 'ao.conexao.desktop';

/**
 * The composition root: builds the services and the window and answers the lifecycle events
 * that index.ts forwards. One window; it is rebuilt when the app is activated again on macOS.
 */
export function createAppShell() {
  const messenger = new RendererMessenger();
  const devUrl = devRendererUrl(app.isPackaged, process.env);
  let window: BrowserWindow | null = null;
  let started = false;

  const openExternal = async (url: string): Promise<void> => {
    try {
      await shell.openExternal(url);
    } catch (error) {
      console.warn(`Could not open ${url}: ${(error as Error).message}`);
    }
  };

  function createWindow(): BrowserWindow {
    const win = createMainWindow({
      preloadPath: join(__dirname, '../preload/index.js'),
      devUrl,
      iconPath: process.platform === 'linux' ? iconPath : undefined,
      bounds: conventions?.initialBounds() ?? null,
    });
    conventions?.attachWindow(win);
    // Deep links and notification clicks wait while the page (re)loads; the preload buffers
    // them again until the React app subscribes.
    win.webContents.on('did-start-loading', () => messenger.detach());
    win.webContents.on('did-finish-load', () => messenger.attach(win.webContents));
    win.webContents.on('render-process-gone', () => messenger.detach());
    win.on('closed', () => {
      messenger.detach();
      if (window === win) window = null;
    });
    window = win;
    return win;
  }

  function revealWindow(): void {
    if (!started) return;
    const win = window && !window.isDestroyed() ? window : createWindow();
    if (win.isMinimized()) win.restore();
    if (!win.isVisible() && win.webContents.isLoading()) return; // ready-to-show will show it
    win.show();
    win.focus();
  }

  // Social sign-in's browser leg (issue 14): its conexao://auth/complete link never becomes a route.
  const socialSignIn = new SocialSignIn({
    openExternal: (url) => shell.openExternal(url),
    reveal: () => revealWindow(),
  });
  const openLink = (link: string) => {
    if (!socialSignIn.handleLink(link)) openDeepLink(link, messenger);
  };

  let settings: DesktopSettingsService | null = null;
  let updates: Updates | null = null;
  let conventions: DesktopConventions | null = null;
  const notifications = new NotificationService({
    getWindow: () => window,
    revealWindow,
    messenger,
    enabled: () => settings?.current().notifications ?? true,
    onBadge: (count) => conventions?.setUnread(count),
  });

  /** Admin file + the person's settings + the build: read once per run (the API address is fixed for a run). */
  function loadSettings(): DesktopSettingsService {
    const admin = loadAdminConfig(adminConfigPath(process.platform, process.env), (path) =>
      readFileSync(path, 'utf8'),
    );
    const loginItem: LoginItemDeps = {
      platform: process.platform,
      isPackaged: app.isPackaged,
      app,
      execPath: process.execPath,
      env: process.env,
      home: app.getPath('home'),
      fs: { mkdirSync, writeFileSync, rmSync },
    };
    const service = new DesktopSettingsService({
      admin,
      store: new UserSettingsStore(createPersistentStore('settings')),
      env: process.env,
      // Only an installed app updates itself (an unpackaged run has no installer to replace).
      build: {
        apiUrl: buildInfo.apiUrl,
        updateFeedUrl: buildInfo.updateFeedUrl,
        // An unpackaged run has no installer to replace, unless a development feed is named
        // for it (CONEXAO_UPDATE_URL, launch tests).
        updatesEnabled: app.isPackaged || Boolean(process.env.CONEXAO_UPDATE_URL),
      },
      isPackaged: app.isPackaged,
      startAtLoginSupported: startAtLoginSupported(loginItem),
      applyStartAtLogin: (enabled) => applyStartAtLogin(enabled, loginItem),
      relaunch: () => {
        app.relaunch();
        app.exit(0);
      },
      warn: console.warn,
    });
    service.applyAtStart();
    return service;
  }

  function start(): void {
    settings = loadSettings();
    const apiUrl = settings.startedApiUrl;
    const csp = buildCsp({ apiUrl, devServerUrl: devUrl });
    installCsp(session.defaultSession, csp);
    applyPermissionPolicy(session.defaultSession, devUrl);
    handleAppProtocol(join(__dirname, '../renderer'), csp);
    app.on('web-contents-created', (_event, contents) =>
      applyNavigationPolicy(contents, devUrl, openExternal),
    );

    if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID); // notifications need it
    registerProtocolClient(app);

    // The menu and the tray follow the language the person picks.
    const prefs = new PrefsStore(createPersistentStore('prefs'), () => conventions?.refreshLanguage());
    const effective = settings.current();
    updates = createUpdates({
      enabled: effective.updatesEnabled,
      feedUrl: effective.updateFeedUrl,
      isPackaged: app.isPackaged,
      runningVersion: app.getVersion(),
      notesStore: createPersistentStore('updates'),
      send: (state) => {
        if (window && !window.isDestroyed()) window.webContents.send(IPC.updateState, state);
      },
      loadUpdater: () =>
        loadAutoUpdater({
          isPackaged: app.isPackaged,
          feedUrl: effective.updateFeedUrl,
          userDataDir: app.getPath('userData'),
        }),
    });

    const sessions = new SessionStore({ store: createPersistentStore('session'), codec: safeStorageCodec });
    registerIpcHandlers(ipcMain, {
      sessions,
      // Chromium's network stack (system proxy settings, as the renderer's own requests use).
      refreshSession: createSessionRefresher({
        sessions,
        apiUrl: () => apiUrl,
        fetch: (url, init) => net.fetch(url, init),
      }),
      prefs,
      notifications,
      config: () => appConfig(apiUrl, app.getVersion()),
      openExternal,
      socialSignIn,
      settings,
      checkApi: (url) => checkApi(url),
      updates: updates.control,
      devUrl,
    });

    conventions = installDesktopConventions({
      lang: () => prefs.get().language ?? (app.getLocale().toLowerCase().startsWith('pt') ? 'pt' : 'en'),
      getWindow: () => window,
      revealWindow,
      openRoute: (route) => {
        revealWindow();
        messenger.send(IPC.deepLinkOpen, route);
      },
      quit: () => app.quit(),
      isDev: !app.isPackaged,
      version: app.getVersion(),
      build: buildInfo.build,
      apiUrl,
      checkApi: (url) => checkApi(url),
      checkForUpdates: () => updates!.checkNow(),
      windowStore: createPersistentStore('window'),
    });

    started = true;
    createWindow();
    // Windows/Linux: a link that launched the app arrives as an argument of this first instance.
    const link = findDeepLinkInArgv(process.argv);
    if (link) openLink(link);
  }

  return {
    start,
    /** macOS dock click: bring back (or rebuild) the window. */
    activate(): void {
      if (!window || window.isDestroyed()) revealWindow();
    },
    /** Windows/Linux: a second launch (maybe through a conexao:// link) lands in this instance. */
    secondInstance(argv: string[]): void {
      revealWindow();
      const link = findDeepLinkInArgv(argv);
      if (link) openLink(link);
    },
    /** macOS delivers links through open-url, possibly before ready; the messenger queues them. */
    openUrl(url: string): void {
      openLink(url);
      revealWindow();
    },
  };
}

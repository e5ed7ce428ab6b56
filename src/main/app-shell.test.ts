import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { IPC } from '@shared/desktop/ipc-channels';

type FakeWindow = {
  emit(name: string, ...args: unknown[]): void;
  loadURL: Mock;
  focus: Mock;
  webContents: { send: Mock; emit(name: string, ...args: unknown[]): void };
};

/** A fake Electron, just enough to run the composition root without a binary. */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  class Emitter {
    listeners = new Map<string, Listener[]>();
    on(name: string, fn: Listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
      return this;
    }
    once(name: string, fn: Listener) {
      return this.on(name, fn);
    }
    emit(name: string, ...args: unknown[]) {
      for (const fn of this.listeners.get(name) ?? []) fn(...args);
    }
  }
  const state = {
    windows: [] as Array<{ options: Record<string, unknown>; win: FakeWindow }>,
    ipc: new Map<string, Listener>(),
    protocolHandlers: new Map<string, Listener>(),
    app: new Emitter() as Emitter & Record<string, unknown>,
    headerListener: null as Listener | null,
    menu: null as unknown[] | null,
    session: {} as Record<string, unknown>,
    trays: [] as unknown[],
    Emitter,
  };
  return state;
});

vi.mock('electron', () => {
  const { Emitter } = fake;
  class WebContents extends Emitter {
    send = vi.fn();
    isDestroyed = () => false;
    isLoading = () => false;
    getURL = () => 'app://conexao/';
    setWindowOpenHandler = vi.fn();
  }
  class BrowserWindow extends Emitter {
    webContents = new WebContents();
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    isMinimized = () => false;
    isVisible = () => true;
    isDestroyed = () => false;
    isFocused = () => false;
    loadURL = vi.fn(async () => undefined);
    constructor(options: Record<string, unknown>) {
      super();
      fake.windows.push({ options, win: this as unknown as FakeWindow });
    }
  }
  Object.assign(fake.app, {
    isPackaged: true,
    setAppUserModelId: vi.fn(),
    setAsDefaultProtocolClient: vi.fn(() => true),
    getVersion: () => '0.1.0',
    setBadgeCount: vi.fn(),
    // No real home folder: start at login (off) removes an autostart file that cannot exist here.
    getPath: () => '/nonexistent-conexao-home',
    setLoginItemSettings: vi.fn(),
    getLocale: () => 'pt-AO',
    quit: vi.fn(),
  });
  const defaultSession = {
    webRequest: { onHeadersReceived: (fn: (...a: unknown[]) => void) => (fake.headerListener = fn) },
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    availableSpellCheckerLanguages: ['en-US', 'fr', 'pt-BR'],
    setSpellCheckerLanguages: vi.fn(),
    addWordToSpellCheckerDictionary: vi.fn(),
  };
  const display = {
    id: 1,
    size: { width: 1920, height: 1080 },
    workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  };
  class Tray extends Emitter {
    setToolTip = vi.fn();
    setTitle = vi.fn();
    setContextMenu = vi.fn();
    destroy = vi.fn();
    constructor() {
      super();
      fake.trays.push(this);
    }
  }
  return {
    app: fake.app,
    BrowserWindow,
    ipcMain: { handle: (channel: string, fn: (...a: unknown[]) => void) => fake.ipc.set(channel, fn) },
    session: { defaultSession: Object.assign(fake.session, defaultSession) },
    shell: { openExternal: vi.fn(async () => undefined) },
    protocol: {
      handle: (scheme: string, fn: (...a: unknown[]) => void) => fake.protocolHandlers.set(scheme, fn),
      registerSchemesAsPrivileged: vi.fn(),
    },
    safeStorage: { isEncryptionAvailable: () => false },
    Notification: { isSupported: () => false },
    nativeImage: { createFromBitmap: vi.fn(), createFromPath: () => ({ resize: () => ({}) }) },
    Menu: {
      buildFromTemplate: (template: unknown[]) => ({ template, popup: vi.fn() }),
      setApplicationMenu: (menu: { template: unknown[] }) => {
        fake.menu = menu.template;
      },
    },
    Tray,
    screen: {
      getAllDisplays: () => [display],
      getPrimaryDisplay: () => display,
      getDisplayMatching: () => display,
    },
    dialog: { showMessageBox: vi.fn(async () => ({ response: 0 })) },
  };
});

vi.mock('./services/persistent-stores', async () => {
  const { memoryKeyValueStore } = await import('./services/key-value-store');
  return { createPersistentStore: () => memoryKeyValueStore() };
});
vi.mock('../../build/icons/512x512.png?asset', () => ({ default: '/icon.png' }));
vi.mock('../../build/icons/32x32.png?asset', () => ({ default: '/tray.png' }));
// electron-updater would load the real electron module (which downloads its binary when missing).
vi.mock('electron-updater', () => ({
  autoUpdater: Object.assign(new fake.Emitter(), {
    setFeedURL: vi.fn(),
    checkForUpdates: vi.fn(async () => null),
    downloadUpdate: vi.fn(async () => []),
    quitAndInstall: vi.fn(),
  }),
}));

import { createAppShell } from './app-shell';

describe('app shell (composition root)', () => {
  beforeEach(() => {
    fake.windows.length = 0;
    fake.ipc.clear();
    fake.protocolHandlers.clear();
    fake.app.listeners.clear();
  });

  it('on start: CSP, app:// handler, every IPC channel, one hidden sandboxed window on app://conexao/', () => {
    createAppShell().start();
    expect(fake.headerListener).toBeTypeOf('function');
    expect([...fake.protocolHandlers.keys()]).toEqual(['app']);
    expect([...fake.ipc.keys()].sort()).toEqual(
      [
        IPC.sessionGet,
        IPC.sessionSave,
        IPC.sessionClear,
        IPC.sessionRefresh,
        IPC.prefsGet,
        IPC.prefsSet,
        IPC.configGet,
        IPC.shellOpenExternal,
        IPC.socialSignInOpen,
        IPC.socialSignInCancel,
        IPC.notifyShow,
        IPC.badgeSet,
        IPC.settingsGet,
        IPC.settingsSet,
        IPC.settingsCheckApi,
        IPC.updateGetState,
        IPC.updateRestart,
        IPC.updateTakeNotes,
      ].sort(),
    );
    expect(fake.windows).toHaveLength(1);
    const { options, win } = fake.windows[0]!;
    expect(options.show).toBe(false);
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    });
    expect(win.loadURL).toHaveBeenCalledWith('app://conexao/');
    expect(fake.app.setAsDefaultProtocolClient).toHaveBeenCalledWith('conexao');
  });

  it('on start: the application menu in the system language, a tray icon, spellcheck in Portuguese and English', () => {
    fake.trays.length = 0;
    createAppShell().start();
    const menu = fake.menu as Array<{ label: string; submenu: Array<{ id?: string; label?: string }> }>;
    expect(menu.map((m) => m.label).slice(-5)).toEqual(['Ficheiro', 'Editar', 'Ver', 'Janela', 'Ajuda']);
    expect(
      menu
        .at(-1)!
        .submenu.map((i) => i.id)
        .filter(Boolean),
    ).toEqual(['check-updates', 'about']);
    expect(fake.trays).toHaveLength(1);
    const electronSession = fake.session as { setSpellCheckerLanguages: Mock };
    if (process.platform !== 'darwin') {
      expect(electronSession.setSpellCheckerLanguages).toHaveBeenCalledWith(['pt-BR', 'en-US']);
    }
  });

  it('applies the navigation policy to every WebContents that is created', () => {
    createAppShell().start();
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    fake.app.emit('web-contents-created', {}, contents);
    expect(contents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
    expect(contents.on).toHaveBeenCalledWith('will-navigate', expect.any(Function));
  });

  it('a link from a second launch reaches the renderer once the page has loaded', () => {
    const shell = createAppShell();
    shell.start();
    const { win } = fake.windows[0]!;
    shell.secondInstance(['/opt/Conexao/conexao', 'conexao://reset-password/r1']);
    expect(win.webContents.send).not.toHaveBeenCalled();
    win.webContents.emit('did-finish-load');
    expect(win.webContents.send).toHaveBeenCalledWith(IPC.deepLinkOpen, '/reset-password/r1');
    expect(win.focus).toHaveBeenCalled();
  });

  it('social sign-in: opens the system browser, and the conexao://auth/complete link returns the ticket to the waiting call, not to the router', async () => {
    const { shell: electronShell } = await import('electron');
    const shell = createAppShell();
    shell.start();
    const { win } = fake.windows[0]!;
    win.webContents.emit('did-finish-load');
    const url =
      'https://accounts.google.com/o/oauth2/v2/auth?response_type=code&state=s&code_challenge=c&code_challenge_method=S256';
    const open = fake.ipc.get(IPC.socialSignInOpen)!;
    const result = open({ senderFrame: { url: 'app://conexao/signin' } }, url) as unknown as Promise<unknown>;
    expect(electronShell.openExternal).toHaveBeenCalledWith(url);
    const ticket = 'k'.repeat(43);
    shell.secondInstance(['/opt/Conexao/conexao', `conexao://auth/complete?ticket=${ticket}`]);
    await expect(result).resolves.toEqual({ status: 'ticket', ticket });
    expect(win.webContents.send).not.toHaveBeenCalledWith(IPC.deepLinkOpen, expect.anything());
  });

  it('a macOS open-url before ready is kept until the window has loaded', () => {
    const shell = createAppShell();
    shell.openUrl('conexao://reset-password/early');
    expect(fake.windows).toHaveLength(0);
    shell.start();
    const { win } = fake.windows[0]!;
    win.webContents.emit('did-finish-load');
    expect(win.webContents.send).toHaveBeenCalledWith(IPC.deepLinkOpen, '/reset-password/early');
  });

  it('rebuilds the window on activate after it was closed (macOS)', () => {
    const shell = createAppShell();
    shell.start();
    fake.windows[0]!.win.emit('closed');
    shell.activate();
    expect(fake.windows).toHaveLength(2);
    shell.activate();
    expect(fake.windows).toHaveLength(2);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as Array<{ options: Record<string, unknown>; win: FakeWindow }>);

type FakeWindow = {
  show: ReturnType<typeof vi.fn>;
  maximize: ReturnType<typeof vi.fn>;
  loadURL: ReturnType<typeof vi.fn>;
  once: (event: string, cb: () => void) => void;
  emit: (event: string) => void;
};

vi.mock('electron', () => {
  class BrowserWindow {
    private handlers = new Map<string, () => void>();
    show = vi.fn();
    maximize = vi.fn();
    loadURL = vi.fn(async () => undefined);
    constructor(options: Record<string, unknown>) {
      created.push({ options, win: this as unknown as FakeWindow });
    }
    once(event: string, cb: () => void) {
      this.handlers.set(event, cb);
    }
    emit(event: string) {
      this.handlers.get(event)?.();
    }
  }
  return { BrowserWindow };
});

import { createMainWindow, mainWindowOptions } from './main-window';

describe('main window', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('isolates the renderer: context isolation, sandbox, web security on; Node off', () => {
    const prefs = mainWindowOptions('/app/out/preload/index.js').webPreferences!;
    expect(prefs.contextIsolation).toBe(true);
    expect(prefs.sandbox).toBe(true);
    expect(prefs.webSecurity).toBe(true);
    expect(prefs.nodeIntegration).toBe(false);
    expect(prefs.nodeIntegrationInWorker).toBe(false);
    expect(prefs.nodeIntegrationInSubFrames).toBe(false);
    expect(prefs.webviewTag).toBe(false);
    // The PDF viewer (an application's CV); the CSP keeps objects to the app's own blob: URLs.
    expect(prefs.plugins).toBe(true);
    expect(prefs.allowRunningInsecureContent).toBe(false);
    expect(prefs.preload).toBe('/app/out/preload/index.js');
  });

  it('stays hidden until ready-to-show, then shows', () => {
    createMainWindow({ preloadPath: '/p.js', devUrl: null });
    expect(created).toHaveLength(1);
    const { options, win } = created[0]!;
    expect(options.show).toBe(false);
    expect(win.show).not.toHaveBeenCalled();
    win.emit('ready-to-show');
    expect(win.show).toHaveBeenCalledTimes(1);
  });

  it('loads the app:// build, or the dev server when one is given', () => {
    createMainWindow({ preloadPath: '/p.js', devUrl: null });
    createMainWindow({ preloadPath: '/p.js', devUrl: 'http://localhost:5173/' });
    expect(created[0]!.win.loadURL).toHaveBeenCalledWith('app://conexao/');
    expect(created[1]!.win.loadURL).toHaveBeenCalledWith('http://localhost:5173/');
  });

  it('opens where it was last time, maximised if it was', () => {
    const bounds = { x: 100, y: 50, width: 1000, height: 700, maximized: true };
    expect(mainWindowOptions('/p.js', undefined, bounds)).toMatchObject({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
    });
    expect(mainWindowOptions('/p.js')).toMatchObject({ width: 1280, height: 820 });
    expect(mainWindowOptions('/p.js').x).toBeUndefined();
    createMainWindow({ preloadPath: '/p.js', devUrl: null, bounds });
    const { win } = created[0]!;
    win.emit('ready-to-show');
    expect(win.maximize).toHaveBeenCalledTimes(1);
    expect(win.show).toHaveBeenCalledTimes(1);
  });

  it('passes the icon only when given (Linux)', () => {
    expect(mainWindowOptions('/p.js').icon).toBeUndefined();
    expect(mainWindowOptions('/p.js', '/icon.png').icon).toBe('/icon.png');
  });
});

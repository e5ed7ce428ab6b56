import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { trayPresentation, UnreadTray, type TrayDeps } from './tray';

vi.mock('electron', () => ({}));

function fakeTray() {
  const handlers = new Map<string, () => void>();
  return {
    setToolTip: vi.fn(),
    setTitle: vi.fn(),
    setContextMenu: vi.fn(),
    on: vi.fn((event: string, fn: () => void) => handlers.set(event, fn)),
    destroy: vi.fn(),
    handlers,
  };
}

function deps(overrides: Partial<TrayDeps> = {}) {
  const tray = fakeTray();
  let menu: MenuItemConstructorOptions[] = [];
  const d: TrayDeps = {
    platform: 'darwin',
    image: {} as never,
    createTray: () => tray as never,
    buildMenu: (template) => {
      menu = template;
      return template as never;
    },
    lang: () => 'pt',
    revealWindow: vi.fn(),
    quit: vi.fn(),
    ...overrides,
  };
  return { d, tray, menu: () => menu };
}

describe('tray with the unread count', () => {
  it('says the count in the tooltip, and beside the menu-bar icon on macOS', () => {
    expect(trayPresentation(0, 'en')).toEqual({ tooltip: 'Conexão', title: '' });
    expect(trayPresentation(3, 'en')).toEqual({ tooltip: 'Conexão — 3 unread', title: '3' });
    expect(trayPresentation(250, 'pt')).toEqual({ tooltip: 'Conexão — 99+ por ler', title: '99+' });
    const { d, tray } = deps();
    new UnreadTray(d).setUnread(4);
    expect(tray.setToolTip).toHaveBeenLastCalledWith('Conexão — 4 por ler');
    expect(tray.setTitle).toHaveBeenLastCalledWith('4');
  });

  it('opens the window or quits from its menu; a click opens the window on Windows', () => {
    const { d, tray, menu } = deps({ platform: 'win32', lang: () => 'en' });
    new UnreadTray(d);
    expect(menu().map((i) => i.label ?? i.type)).toEqual(['Open Conexão', 'separator', 'Quit Conexão']);
    (menu()[2]!.click as () => void)();
    expect(d.quit).toHaveBeenCalled();
    tray.handlers.get('click')!();
    expect(d.revealWindow).toHaveBeenCalled();
    expect(tray.setTitle).not.toHaveBeenCalled();
  });

  it('goes without an icon where the desktop has no tray (Linux), never failing the app', () => {
    const warn = vi.fn();
    const { d } = deps({
      platform: 'linux',
      createTray: () => {
        throw new Error('no status notifier');
      },
      warn,
    });
    const tray = new UnreadTray(d);
    expect(() => tray.setUnread(2)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

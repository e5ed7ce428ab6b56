import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { aboutMessage } from './about';
import { updateCheckMessage } from './app-menu';
import { buildMenuTemplate, type MenuOptions } from './menu-template';

vi.mock('electron', () => ({ dialog: {}, Menu: {} }));

function options(overrides: Partial<MenuOptions> = {}): MenuOptions {
  return {
    platform: 'win32',
    lang: 'en',
    isDev: false,
    actions: { openSettings: vi.fn(), showAbout: vi.fn(), checkForUpdates: vi.fn() },
    ...overrides,
  };
}

const submenu = (item: MenuItemConstructorOptions) => item.submenu as MenuItemConstructorOptions[];
const find = (template: MenuItemConstructorOptions[], id: string): MenuItemConstructorOptions | undefined => {
  for (const item of template) {
    if (item.id === id) return item;
    const inner = Array.isArray(item.submenu) ? find(item.submenu, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
};
const roles = (item: MenuItemConstructorOptions) => submenu(item).map((i) => i.role ?? i.id ?? i.type);

describe('application menu', () => {
  it('has File, Edit, View, Window and Help on Windows and Linux', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const template = buildMenuTemplate(options({ platform }));
      expect(template.map((m) => m.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
      expect(roles(template[0]!)).toEqual(['settings', 'separator', 'quit']);
      expect(roles(template[1]!)).toEqual(['undo', 'redo', 'separator', 'cut', 'copy', 'paste', 'selectAll']);
      expect(roles(template[3]!)).toEqual(['minimize', 'close']);
      expect(roles(template[4]!)).toEqual(['check-updates', 'separator', 'about']);
    }
  });

  it('adds the macOS app menu with Services, Hide and Quit, and the macOS window roles', () => {
    const template = buildMenuTemplate(options({ platform: 'darwin' }));
    expect(template.map((m) => m.label)).toEqual(['Conexão', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(template[0]!)).toEqual([
      'about',
      'separator',
      'settings',
      'separator',
      'services',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'quit',
    ]);
    expect(roles(template[1]!)).toEqual(['close']);
    expect(roles(template[4]!)).toEqual(['minimize', 'zoom', 'separator', 'front']);
    expect(template[5]!.role).toBe('help');
  });

  it('is in Portuguese when the app is, every item labelled', () => {
    const template = buildMenuTemplate(options({ lang: 'pt' }));
    expect(template.map((m) => m.label)).toEqual(['Ficheiro', 'Editar', 'Ver', 'Janela', 'Ajuda']);
    expect(find(template, 'about')!.label).toBe('Sobre o Conexão');
    expect(find(template, 'check-updates')!.label).toBe('Procurar atualizações…');
    const labels = template.flatMap((m) =>
      submenu(m)
        .filter((i) => i.type !== 'separator')
        .map((i) => i.label),
    );
    expect(labels.every((label) => typeof label === 'string' && label.length > 0)).toBe(true);
    expect(labels).toContain('Colar');
  });

  it('Help → About, Check for Updates and Settings call the app', () => {
    const opts = options();
    const template = buildMenuTemplate(opts);
    for (const [id, action] of [
      ['about', opts.actions.showAbout],
      ['check-updates', opts.actions.checkForUpdates],
      ['settings', opts.actions.openSettings],
    ] as const) {
      (find(template, id)!.click as () => void)();
      expect(action, id).toHaveBeenCalledTimes(1);
    }
    expect(find(template, 'settings')!.accelerator).toBe('CmdOrCtrl+,');
  });

  it('offers Reload and the developer tools only in development', () => {
    expect(roles(buildMenuTemplate(options())[2]!)).not.toContain('toggleDevTools');
    expect(roles(buildMenuTemplate(options({ isDev: true }))[2]!)).toEqual(
      expect.arrayContaining(['reload', 'toggleDevTools', 'togglefullscreen']),
    );
  });
});

describe('About', () => {
  it('shows the app version and build and the API server’s version', () => {
    expect(
      aboutMessage({
        lang: 'en',
        version: '0.2.0',
        build: 'a1b2c3d',
        apiUrl: 'https://api.conexao.ao',
        apiVersion: '0.2.1',
      }).detail,
    ).toBe('Version 0.2.0 (build a1b2c3d)\nAPI server https://api.conexao.ao: version 0.2.1');
    expect(
      aboutMessage({
        lang: 'pt',
        version: '0.2.0',
        build: 'dev',
        apiUrl: 'http://localhost:4000',
        apiVersion: null,
      }).detail,
    ).toBe('Versão 0.2.0 (compilação dev)\nServidor da API http://localhost:4000: inacessível');
  });
});

describe('Help → Check for Updates', () => {
  it('answers in a dialog only what the update panel will not show', () => {
    expect(updateCheckMessage({ status: 'idle' }, '0.2.0')).toEqual({
      key: 'update.checkNone',
      version: '0.2.0',
    });
    expect(updateCheckMessage({ status: 'disabled' }, '0.2.0')).toEqual({ key: 'update.checkOff' });
    expect(updateCheckMessage({ status: 'failed' }, '0.2.0')).toEqual({ key: 'update.failed' });
    expect(updateCheckMessage({ status: 'rejected', version: '6.6.6' }, '0.2.0')).toEqual({
      key: 'update.rejectedSignature',
    });
    expect(updateCheckMessage({ status: 'downloading', version: '0.3.0', percent: 3 }, '0.2.0')).toBeNull();
    expect(updateCheckMessage({ status: 'ready', version: '0.3.0' }, '0.2.0')).toBeNull();
  });
});

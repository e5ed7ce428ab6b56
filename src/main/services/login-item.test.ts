import { describe, expect, it, vi } from 'vitest';
import {
  applyStartAtLogin,
  autostartEntry,
  autostartFile,
  type LoginItemDeps,
  startAtLoginSupported,
} from './login-item';

vi.mock('electron', () => ({}));

function deps(overrides: Partial<LoginItemDeps> = {}) {
  const files = new Map<string, string>();
  const base: LoginItemDeps = {
    platform: 'linux',
    isPackaged: true,
    app: { setLoginItemSettings: vi.fn() },
    execPath: '/opt/Conexão/conexao',
    env: {},
    home: '/home/ana',
    fs: {
      mkdirSync: vi.fn(),
      writeFileSync: (path, data) => void files.set(path, data),
      rmSync: (path) => void files.delete(path),
    },
  };
  return { ...base, ...overrides, files };
}

describe('start at login', () => {
  it('uses the OS login items on Windows and macOS', () => {
    for (const platform of ['win32', 'darwin'] as const) {
      const d = deps({ platform });
      expect(applyStartAtLogin(true, d)).toBe(true);
      expect(d.app.setLoginItemSettings).toHaveBeenCalledWith({ openAtLogin: true });
    }
  });

  it('writes and removes an XDG autostart entry on Linux (an AppImage by its own file)', () => {
    const d = deps({
      env: { APPIMAGE: '/home/ana/Apps/Conexao.AppImage', XDG_CONFIG_HOME: '/home/ana/.cfg' },
    });
    applyStartAtLogin(true, d);
    const file = '/home/ana/.cfg/autostart/conexao.desktop';
    expect(autostartFile(d)).toBe(file);
    expect(d.files.get(file)).toContain('Exec="/home/ana/Apps/Conexao.AppImage"');
    applyStartAtLogin(false, d);
    expect(d.files.has(file)).toBe(false);
  });

  it('quotes the executable path for the launcher', () => {
    expect(autostartEntry({ env: {}, execPath: '/opt/a "b"/$x' })).toContain('Exec="/opt/a \\"b\\"/\\$x"');
  });

  it('does nothing for an unpackaged run (it would register bare Electron)', () => {
    const d = deps({ isPackaged: false, platform: 'win32' });
    expect(startAtLoginSupported(d)).toBe(false);
    expect(applyStartAtLogin(true, d)).toBe(false);
    expect(d.app.setLoginItemSettings).not.toHaveBeenCalled();
  });
});

import { join } from 'node:path';
import type { App } from 'electron';

export interface LoginItemDeps {
  platform: NodeJS.Platform;
  isPackaged: boolean;
  app: Pick<App, 'setLoginItemSettings'>;
  execPath: string;
  env: Record<string, string | undefined>;
  home: string;
  fs: {
    mkdirSync(path: string, options: { recursive: true }): unknown;
    writeFileSync(path: string, data: string): void;
    rmSync(path: string, options: { force: true }): void;
  };
}

/**
 * Only an installed app registers itself (an unpackaged run would register bare Electron).
 * Windows and macOS have an OS login-items API (app.setLoginItemSettings); Linux desktops
 * read the XDG autostart folder.
 */
export function startAtLoginSupported({
  platform,
  isPackaged,
}: Pick<LoginItemDeps, 'platform' | 'isPackaged'>) {
  return isPackaged && (platform === 'win32' || platform === 'darwin' || platform === 'linux');
}

/** ~/.config/autostart/conexao.desktop (XDG_CONFIG_HOME honoured). */
export function autostartFile({ env, home }: Pick<LoginItemDeps, 'env' | 'home'>): string {
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'autostart', 'conexao.desktop');
}

/** The launcher entry; an AppImage is started through its own file, not the unpacked binary. */
export function autostartEntry({ env, execPath }: Pick<LoginItemDeps, 'env' | 'execPath'>): string {
  const target = (env.APPIMAGE || execPath).replace(/(["`$\\])/g, '\\$1');
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Conexão',
    `Exec="${target}"`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=false',
    '',
  ].join('\n');
}

/** Makes the OS start (or stop starting) the app at login. Returns false where unsupported. */
export function applyStartAtLogin(enabled: boolean, deps: LoginItemDeps): boolean {
  if (!startAtLoginSupported(deps)) return false;
  if (deps.platform === 'linux') {
    const file = autostartFile(deps);
    if (enabled) {
      deps.fs.mkdirSync(join(file, '..'), { recursive: true });
      deps.fs.writeFileSync(file, autostartEntry(deps));
    } else {
      deps.fs.rmSync(file, { force: true });
    }
    return true;
  }
  deps.app.setLoginItemSettings({ openAtLogin: enabled });
  return true;
}

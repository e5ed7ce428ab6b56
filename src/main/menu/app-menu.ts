import { type BrowserWindow, dialog, Menu } from 'electron';
import type { Lang } from '@shared/domain';
import type { ApiCheck } from '@shared/desktop/settings';
import type { UpdateState } from '@shared/desktop/updates';
import { type MessageKey, translate } from '@shared/i18n';
import { aboutMessage } from './about';
import { buildMenuTemplate } from './menu-template';

export interface AppMenuDeps {
  platform: NodeJS.Platform;
  isDev: boolean;
  lang(): Lang;
  getWindow(): BrowserWindow | null;
  openSettings(): void;
  version: string;
  build: string;
  apiUrl: string;
  checkApi(url: string): Promise<ApiCheck>;
  checkForUpdates(): Promise<UpdateState>;
}

/** What Help → Check for Updates says when the window itself will not show it. */
export function updateCheckMessage(
  state: UpdateState,
  version: string,
): { key: MessageKey; version?: string } | null {
  switch (state.status) {
    case 'disabled':
      return { key: 'update.checkOff' };
    case 'idle':
      return { key: 'update.checkNone', version };
    case 'failed':
      return { key: 'update.failed' };
    case 'rejected':
      return { key: 'update.rejectedSignature' };
    default:
      // checking, downloading, ready: the update panel in the window shows it.
      return null;
  }
}

/** Installs the application menu (again after a language change) and answers its items. */
export function installAppMenu(deps: AppMenuDeps) {
  const info = async (title: string, message: string, detail?: string) => {
    const win = deps.getWindow();
    const options = {
      type: 'info' as const,
      title,
      message,
      detail,
      buttons: [translate(deps.lang(), 'about.ok')],
    };
    await (win && !win.isDestroyed() ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options));
  };

  const actions = {
    openSettings: () => deps.openSettings(),
    showAbout: async () => {
      const check = await deps.checkApi(deps.apiUrl);
      const about = aboutMessage({
        lang: deps.lang(),
        version: deps.version,
        build: deps.build,
        apiUrl: deps.apiUrl,
        apiVersion: check.ok ? check.version : null,
      });
      await info(about.title, about.message, about.detail);
    },
    checkForUpdates: async () => {
      const state = await deps.checkForUpdates();
      const message = updateCheckMessage(state, deps.version);
      if (message) {
        const lang = deps.lang();
        await info(
          translate(lang, 'menu.checkUpdates').replace(/…$/, ''),
          translate(lang, message.key, message),
        );
      }
    },
  };

  function refresh(): void {
    const template = buildMenuTemplate({
      platform: deps.platform,
      lang: deps.lang(),
      isDev: deps.isDev,
      actions,
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(template));
  }

  refresh();
  return { refresh };
}

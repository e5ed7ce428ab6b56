import type { Menu, MenuItemConstructorOptions, NativeImage, Tray } from 'electron';
import type { Lang } from '@shared/domain';
import { translate } from '@shared/i18n';

/** What the tray / menu-bar icon shows for an unread count. */
export function trayPresentation(count: number, lang: Lang) {
  const unread = count > 0 ? translate(lang, 'tray.unread', { count: count > 99 ? '99+' : count }) : null;
  return {
    tooltip: unread ? `Conexão — ${unread}` : 'Conexão',
    /** macOS shows this text beside the menu-bar icon. */
    title: count > 0 ? (count > 99 ? '99+' : String(count)) : '',
  };
}

export interface TrayDeps {
  platform: NodeJS.Platform;
  image: NativeImage;
  createTray(image: NativeImage): Pick<Tray, 'setToolTip' | 'setTitle' | 'setContextMenu' | 'on' | 'destroy'>;
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  lang(): Lang;
  revealWindow(): void;
  quit(): void;
  warn?: (line: string) => void;
}

/**
 * A tray (Windows, Linux) or menu-bar (macOS) icon with the unread count: in the tooltip, and
 * as text beside the icon on macOS. Linux desktops without a status area simply show none.
 */
export class UnreadTray {
  private tray: ReturnType<TrayDeps['createTray']> | null = null;
  private count = 0;
  private readonly deps: TrayDeps;

  constructor(deps: TrayDeps) {
    this.deps = deps;
    try {
      this.tray = deps.createTray(deps.image);
      // Windows and Linux: a click on the icon brings the window (macOS opens the menu).
      if (deps.platform !== 'darwin') this.tray.on('click', () => deps.revealWindow());
      this.refresh();
    } catch (error) {
      (deps.warn ?? console.warn)(`No tray icon on this desktop: ${(error as Error).message}`);
      this.tray = null;
    }
  }

  setUnread(count: number): void {
    this.count = count;
    this.refresh();
  }

  /** Also after a language change. */
  refresh(): void {
    if (!this.tray) return;
    const lang = this.deps.lang();
    const { tooltip, title } = trayPresentation(this.count, lang);
    this.tray.setToolTip(tooltip);
    if (this.deps.platform === 'darwin') this.tray.setTitle(title);
    this.tray.setContextMenu(
      this.deps.buildMenu([
        { label: translate(lang, 'tray.open'), click: () => this.deps.revealWindow() },
        { type: 'separator' },
        { label: translate(lang, 'tray.quit'), click: () => this.deps.quit() },
      ]),
    );
  }

  destroy(): void {
    this.tray?.destroy();
    this.tray = null;
  }
}

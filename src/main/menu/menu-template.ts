import type { MenuItemConstructorOptions } from 'electron';
import type { Lang } from '@shared/domain';
import { type MessageKey, translate } from '@shared/i18n';

export interface MenuActions {
  openSettings(): void;
  showAbout(): void;
  checkForUpdates(): void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  lang: Lang;
  /** Unpackaged runs (development) also get Reload and the developer tools. */
  isDev: boolean;
  actions: MenuActions;
}

/**
 * The application menu: File, Edit, View, Window, Help with the platform's standard roles (so
 * shortcuts, the macOS app menu and Services behave natively), every label in the person's
 * language (Electron's role labels are English only), Settings, Help → About and Check for
 * Updates. Built again when the language changes.
 */
export function buildMenuTemplate({
  platform,
  lang,
  isDev,
  actions,
}: MenuOptions): MenuItemConstructorOptions[] {
  const t = (key: MessageKey) => translate(lang, key);
  const mac = platform === 'darwin';
  const role = (
    r: NonNullable<MenuItemConstructorOptions['role']>,
    key: MessageKey,
  ): MenuItemConstructorOptions => ({
    role: r,
    label: t(key),
  });
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: t('menu.settings'),
    accelerator: 'CmdOrCtrl+,',
    click: () => actions.openSettings(),
  };
  const about: MenuItemConstructorOptions = {
    id: 'about',
    label: t('menu.about'),
    click: () => actions.showAbout(),
  };
  const checkUpdates: MenuItemConstructorOptions = {
    id: 'check-updates',
    label: t('menu.checkUpdates'),
    click: () => actions.checkForUpdates(),
  };

  const appMenu: MenuItemConstructorOptions = {
    label: 'Conexão',
    submenu: [
      about,
      separator,
      settings,
      separator,
      role('services', 'menu.services'),
      separator,
      role('hide', 'menu.hide'),
      role('hideOthers', 'menu.hideOthers'),
      role('unhide', 'menu.unhide'),
      separator,
      role('quit', 'menu.quit'),
    ],
  };
  const file: MenuItemConstructorOptions = {
    label: t('menu.file'),
    submenu: mac ? [role('close', 'menu.close')] : [settings, separator, role('quit', 'menu.quit')],
  };
  const edit: MenuItemConstructorOptions = {
    label: t('menu.edit'),
    submenu: [
      role('undo', 'menu.undo'),
      role('redo', 'menu.redo'),
      separator,
      role('cut', 'menu.cut'),
      role('copy', 'menu.copy'),
      role('paste', 'menu.paste'),
      role('selectAll', 'menu.selectAll'),
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: t('menu.view'),
    submenu: [
      ...(isDev ? [role('reload', 'menu.reload'), role('toggleDevTools', 'menu.devTools'), separator] : []),
      role('resetZoom', 'menu.resetZoom'),
      role('zoomIn', 'menu.zoomIn'),
      role('zoomOut', 'menu.zoomOut'),
      separator,
      role('togglefullscreen', 'menu.fullScreen'),
    ],
  };
  const windowMenu: MenuItemConstructorOptions = {
    label: t('menu.window'),
    submenu: mac
      ? [role('minimize', 'menu.minimize'), role('zoom', 'menu.zoom'), separator, role('front', 'menu.front')]
      : [role('minimize', 'menu.minimize'), role('close', 'menu.close')],
  };
  const help: MenuItemConstructorOptions = {
    label: t('menu.help'),
    role: 'help',
    submenu: [checkUpdates, separator, about],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu, help];
}

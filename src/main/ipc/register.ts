import type { IpcMain } from 'electron';
import type { AppConfig } from '@shared/desktop/bridge';
import { IPC } from '@shared/desktop/ipc-channels';
import type { NotificationService } from '../services/notifications';
import type { PrefsStore } from '../services/prefs';
import type { SessionRefresher } from '../services/session-refresh';
import type { SessionStore } from '../services/session-store';
import type { DesktopSettingsService } from '../services/desktop-settings';
import type { ApiCheck } from '@shared/desktop/settings';
import { configHandlers } from './config';
import { notificationHandlers } from './notifications';
import { prefsHandlers } from './prefs';
import { sessionHandlers } from './session';
import { settingsHandlers } from './settings';
import { type UpdatesControl, updateHandlers } from './updates';
import { shellHandlers } from './shell';
import type { SocialSignIn } from '../services/social-sign-in';
import { socialSignInHandlers } from './social-sign-in';

export interface IpcDeps {
  sessions: SessionStore;
  /** POST /auth/refresh from the main process (the refresh token never leaves it). */
  refreshSession: SessionRefresher;
  prefs: PrefsStore;
  notifications: NotificationService;
  config: () => AppConfig;
  openExternal: (url: string) => Promise<void>;
  /** The system-browser leg of social sign-in (issue 14). */
  socialSignIn: SocialSignIn;
  settings: DesktopSettingsService;
  checkApi: (url: string) => Promise<ApiCheck>;
  updates: UpdatesControl;
  /** The dev server URL when running `electron-vite dev`, else null (see config/origins). */
  devUrl: string | null;
}

/** Every request–response channel and its handler: the one place IPC is wired. */
export function registerIpcHandlers(ipc: Pick<IpcMain, 'handle'>, deps: IpcDeps): void {
  const session = sessionHandlers(deps.sessions, deps.refreshSession, deps.devUrl);
  const prefs = prefsHandlers(deps.prefs, deps.devUrl);
  const config = configHandlers(deps.config, deps.devUrl);
  const shell = shellHandlers(deps.openExternal, deps.devUrl);
  const notify = notificationHandlers(deps.notifications, deps.devUrl);
  const settings = settingsHandlers(deps.settings, deps.checkApi, deps.devUrl);
  const updates = updateHandlers(deps.updates, deps.devUrl);
  const social = socialSignInHandlers(deps.socialSignIn, deps.devUrl);

  ipc.handle(IPC.sessionGet, session.handleSessionGet);
  ipc.handle(IPC.sessionSave, session.handleSessionSave);
  ipc.handle(IPC.sessionClear, session.handleSessionClear);
  ipc.handle(IPC.sessionRefresh, session.handleSessionRefresh);
  ipc.handle(IPC.prefsGet, prefs.handlePrefsGet);
  ipc.handle(IPC.prefsSet, prefs.handlePrefsSet);
  ipc.handle(IPC.configGet, config.handleConfigGet);
  ipc.handle(IPC.shellOpenExternal, shell.handleOpenExternal);
  ipc.handle(IPC.socialSignInOpen, social.handleOpen);
  ipc.handle(IPC.socialSignInCancel, social.handleCancel);
  ipc.handle(IPC.notifyShow, notify.handleNotifyShow);
  ipc.handle(IPC.badgeSet, notify.handleBadgeSet);
  ipc.handle(IPC.settingsGet, settings.handleSettingsGet);
  ipc.handle(IPC.settingsSet, settings.handleSettingsSet);
  ipc.handle(IPC.settingsCheckApi, settings.handleSettingsCheckApi);
  ipc.handle(IPC.updateGetState, updates.handleUpdateGetState);
  ipc.handle(IPC.updateRestart, updates.handleUpdateRestart);
  ipc.handle(IPC.updateTakeNotes, updates.handleUpdateTakeNotes);
}

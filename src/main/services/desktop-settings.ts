import type { DesktopSettings, SettingsPatch, SettingsUpdate } from '@shared/desktop/settings';
import type { AdminConfigResult } from '../config/admin-config';
import { type EffectiveSettings, resolveSettings, type SettingsSources } from '../config/settings';
import type { UserSettingsStore } from './settings-store';

export interface DesktopSettingsDeps {
  admin: AdminConfigResult;
  store: UserSettingsStore;
  env: SettingsSources['env'];
  build: SettingsSources['build'];
  isPackaged: boolean;
  startAtLoginSupported: boolean;
  applyStartAtLogin(enabled: boolean): void;
  /** Restarts the app (the API address is fixed for a run: CSP, sockets and the session use it). */
  relaunch(): void;
  warn?: (line: string) => void;
}

/** The Settings screen's model in the main process: the values in force, changes, and their effects. */
export class DesktopSettingsService {
  private readonly deps: DesktopSettingsDeps;
  /** The API address this run uses. */
  readonly startedApiUrl: string;

  constructor(deps: DesktopSettingsDeps) {
    this.deps = deps;
    this.startedApiUrl = this.current().apiUrl;
  }

  current(): EffectiveSettings {
    const { admin, store, env, build, isPackaged, warn } = this.deps;
    return resolveSettings({
      admin: admin.config,
      user: store.get(),
      env,
      build,
      isPackaged,
      warn: warn ?? (() => {}),
    });
  }

  view(): DesktopSettings {
    const { apiUrl, notifications, startAtLogin, locked, updatesEnabled } = this.current();
    return {
      apiUrl,
      notifications,
      startAtLogin,
      locked,
      startAtLoginSupported: this.deps.startAtLoginSupported,
      updatesEnabled,
      adminConfigProblem: this.deps.admin.problem,
    };
  }

  /** At start: the OS login item follows the setting in force (an admin may have locked it on). */
  applyAtStart(): void {
    if (this.deps.startAtLoginSupported) this.deps.applyStartAtLogin(this.current().startAtLogin);
  }

  /** Refuses a change to a value the admin locked (the screen shows those read-only). */
  update(patch: SettingsPatch): SettingsUpdate {
    const { locked } = this.current();
    for (const key of Object.keys(patch) as Array<keyof SettingsPatch>) {
      if (locked[key]) throw new Error(`Settings: "${key}" is set by the administrator`);
    }
    if (patch.startAtLogin !== undefined && !this.deps.startAtLoginSupported) {
      throw new Error('Settings: start at login is not available here');
    }
    this.deps.store.set(patch);
    const after = this.current();
    if (patch.startAtLogin !== undefined) this.deps.applyStartAtLogin(after.startAtLogin);
    const restarting = after.apiUrl !== this.startedApiUrl;
    // After the answer reaches the page, so the screen can say why the window goes away.
    if (restarting) setTimeout(() => this.deps.relaunch(), 300);
    return { settings: this.view(), restarting };
  }
}

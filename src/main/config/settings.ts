import {
  type AdminConfig,
  normaliseApiUrl,
  USER_SETTING_KEYS,
  type UserSettingKey,
  type UserSettings,
} from '@shared/desktop/settings';
import { DEFAULT_API_URL } from './app-config';

/** Everything the app runs with, once the admin file, the person's settings and the build are combined. */
export interface EffectiveSettings {
  apiUrl: string;
  notifications: boolean;
  startAtLogin: boolean;
  locked: Record<UserSettingKey, boolean>;
  updatesEnabled: boolean;
  /** Null: the feed the installer was built with (app-update.yml), if any. */
  updateFeedUrl: string | null;
}

export interface SettingsSources {
  admin: AdminConfig;
  /** Only what the person has set so far. */
  user: Partial<UserSettings>;
  env: Record<string, string | undefined>;
  /** Build-time values (API_URL, CONEXAO_UPDATE_URL) and whether this build updates itself at all. */
  build: { apiUrl?: string; updateFeedUrl?: string; updatesEnabled: boolean };
  /** Development and tests may name a feed in CONEXAO_UPDATE_URL; an installed app never reads it. */
  isPackaged: boolean;
  warn?: (line: string) => void;
}

/**
 * Precedence, highest first:
 *  - API address: a locked admin value; CONEXAO_API_URL (whoever starts this run); the
 *    person's choice; the admin's default; the build's API_URL; http://localhost:4000.
 *  - notifications, start at login: a locked admin value; the person's choice once made; the
 *    admin's default; on / off.
 *  - updates: the admin file; the build. Nobody changes them from the app.
 */
export function resolveSettings({
  admin,
  user,
  env,
  build,
  isPackaged,
  warn = console.warn,
}: SettingsSources): EffectiveSettings {
  const locked = Object.fromEntries(
    USER_SETTING_KEYS.map((key) => [key, Boolean(admin.locked?.includes(key)) && admin[key] !== undefined]),
  ) as Record<UserSettingKey, boolean>;

  let fromEnv: string | null = null;
  if (env.CONEXAO_API_URL) {
    fromEnv = normaliseApiUrl(env.CONEXAO_API_URL);
    if (!fromEnv) warn(`CONEXAO_API_URL is not an http(s) URL ("${env.CONEXAO_API_URL}"); ignored.`);
  }
  const apiUrl = locked.apiUrl
    ? admin.apiUrl!
    : (fromEnv ?? user.apiUrl ?? admin.apiUrl ?? normaliseApiUrl(build.apiUrl) ?? DEFAULT_API_URL);

  const envFeed = isPackaged ? undefined : env.CONEXAO_UPDATE_URL;
  return {
    apiUrl,
    notifications: locked.notifications
      ? admin.notifications!
      : (user.notifications ?? admin.notifications ?? true),
    startAtLogin: locked.startAtLogin
      ? admin.startAtLogin!
      : (user.startAtLogin ?? admin.startAtLogin ?? false),
    locked,
    updatesEnabled: admin.updatesEnabled ?? build.updatesEnabled,
    updateFeedUrl: admin.updateFeedUrl ?? envFeed ?? build.updateFeedUrl ?? null,
  };
}

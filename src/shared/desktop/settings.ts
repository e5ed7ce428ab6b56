import { z } from 'zod';

/**
 * Desktop settings: what a person sets on the Settings screen, what an IT admin sets for
 * the whole machine in the admin configuration file, and what the app ends up using.
 *
 * Admin file (machine-wide, read at start; docs/deployment.md):
 *   Windows %ProgramData%\Conexao\config.json
 *   macOS   /Library/Application Support/Conexao/config.json
 *   Linux   /etc/conexao/config.json
 * It may set the API address, notifications and start at login (as defaults the person can
 * change, or fixed when listed in `locked`), and the update feed and whether updates run
 * (admin only: nobody changes them from the app). Anything it does not know is an error, so a
 * misspelt key is reported rather than silently doing nothing.
 */

/** An http(s) origin-like URL without a trailing slash, or null when the value is not one. */
export function normaliseApiUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash) return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export const apiUrlSchema = z
  .string()
  .max(2000)
  .transform((value, ctx) => {
    const url = normaliseApiUrl(value);
    if (!url) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an http(s) URL without credentials, query or fragment',
      });
      return z.NEVER;
    }
    return url;
  });

/** Update feeds are HTTPS: the installers they list run with the person's rights. */
export const updateFeedUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https:// URL');

/** The settings a person may change (language is a preference of its own, see bridge.ts). */
export const USER_SETTING_KEYS = ['apiUrl', 'notifications', 'startAtLogin'] as const;
export type UserSettingKey = (typeof USER_SETTING_KEYS)[number];

export const adminConfigSchema = z
  .object({
    apiUrl: apiUrlSchema.optional(),
    notifications: z.boolean().optional(),
    startAtLogin: z.boolean().optional(),
    updatesEnabled: z.boolean().optional(),
    updateFeedUrl: updateFeedUrlSchema.optional(),
    locked: z.array(z.enum(USER_SETTING_KEYS)).max(USER_SETTING_KEYS.length).optional(),
  })
  .strict()
  .superRefine((config, ctx) => {
    for (const key of config.locked ?? []) {
      if (config[key] === undefined) {
        ctx.addIssue({ code: 'custom', path: ['locked'], message: `locks "${key}" but does not set it` });
      }
    }
  });
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** What the person has chosen; null apiUrl means "the default". */
export const userSettingsSchema = z
  .object({
    apiUrl: apiUrlSchema.nullable(),
    notifications: z.boolean(),
    startAtLogin: z.boolean(),
  })
  .strict();
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** From the Settings screen (validated again in the main process). */
export const settingsPatchSchema = userSettingsSchema.partial().strict();
export type SettingsPatch = z.input<typeof settingsPatchSchema>;

/** What the Settings screen shows: the values in force and which of them the admin fixed. */
export interface DesktopSettings {
  apiUrl: string;
  notifications: boolean;
  startAtLogin: boolean;
  locked: Record<UserSettingKey, boolean>;
  /** False where the OS offers no way to start apps at login that the app can use. */
  startAtLoginSupported: boolean;
  /** Whether the app checks for updates (build, admin file), shown for information. */
  updatesEnabled: boolean;
  /** Why the admin configuration file was ignored, or null; shown so whoever deployed it can see. */
  adminConfigProblem: string | null;
}

/** The live check of an API address (GET <url>/health), done by the main process. */
export type ApiCheck =
  | { ok: true; version: string | null }
  | { ok: false; reason: 'unreachable' | 'not-conexao' };

/** After a change: the settings now in force, and whether the app restarts to use a new API address. */
export interface SettingsUpdate {
  settings: DesktopSettings;
  restarting: boolean;
}

import type { UserData } from '@shared/api/user';
import type { AppConfig, Prefs, SessionValues } from '@shared/desktop/bridge';
import { isLang } from '@renderer/i18n/start-language';

/**
 * Where a plain browser (`npm run web`) keeps the session and the preferences, and how they are
 * read back. Kept apart from the browser bridge and free of zod (~24 KB of Brotli): the start-up's
 * own file reads these before the rest of the app has arrived (app/start-early-reads.ts), and on a
 * slow link every byte of that file delays the first screen's code (issue 12).
 */

export const STORAGE_KEYS = {
  token: 'conexao_token',
  refreshToken: 'conexao_refresh_token',
  userId: 'conexao_user_id',
  profileSetup: 'profile_setup',
  userData: 'userData',
  signupEmail: 'conexao_signup_email',
  resetId: 'reset_id',
} as const;

export const PREFS_KEY = 'conexao_prefs';

export const LOGIN_KEYS = ['token', 'refreshToken', 'userId', 'profileSetup', 'userData'] as const;
export type LoginKey = (typeof LOGIN_KEYS)[number];

/** What a browser build talks to: the API named at build time. */
export function browserConfig(): AppConfig {
  return {
    apiUrl: import.meta.env.VITE_API_URL ?? 'http://localhost:4000',
    platform: 'web',
    version: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
  };
}

/** The storage that holds the current token, if any: later writes of the login part follow it. */
export function tokenStorage(): Storage | null {
  if (window.sessionStorage.getItem(STORAGE_KEYS.token)) return window.sessionStorage;
  if (window.localStorage.getItem(STORAGE_KEYS.token)) return window.localStorage;
  return null;
}

export function readLogin(key: LoginKey): string | null {
  const holder = tokenStorage();
  if (holder) return holder.getItem(STORAGE_KEYS[key]);
  return window.sessionStorage.getItem(STORAGE_KEYS[key]) ?? window.localStorage.getItem(STORAGE_KEYS[key]);
}

function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && 'id' in value ? (value as UserData) : null;
  } catch {
    return null;
  }
}

export function readSession(): SessionValues {
  return {
    token: readLogin('token'),
    userId: readLogin('userId'),
    profileSetup: readLogin('profileSetup') === 'true',
    userData: parseUserData(readLogin('userData')),
    signupEmail: window.localStorage.getItem(STORAGE_KEYS.signupEmail),
    resetId: window.localStorage.getItem(STORAGE_KEYS.resetId),
  };
}

/**
 * The stored preferences: an object whose only key is a known language (or null), as the bridge
 * writes them; anything else (edited by hand, an older shape) reads as no preference.
 */
export function readPrefs(): Prefs {
  try {
    const value = JSON.parse(window.localStorage.getItem(PREFS_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { language: null };
    const { language, ...rest } = value as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return { language: null };
    return { language: isLang(language) ? language : null };
  } catch {
    return { language: null };
  }
}

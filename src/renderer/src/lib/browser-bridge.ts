import {
  type DesktopBridge,
  type DesktopNotification,
  EMPTY_SESSION,
  externalUrlSchema,
  type SessionPatch,
  type SessionRefreshResult,
  type SessionSaveOptions,
} from '@shared/desktop/bridge';
import { shouldNotify } from '@shared/desktop/notification-rules';
import { type FetchLike, requestRefresh } from '@shared/api/session';
import {
  browserConfig,
  LOGIN_KEYS,
  type LoginKey,
  PREFS_KEY,
  readLogin,
  readPrefs,
  readSession,
  STORAGE_KEYS,
  tokenStorage,
} from './browser-storage';

/**
 * The desktop bridge for a plain browser (`npm run web`). Storage follows the session rules
 * (docs/product.md §3): the login part (token, user id, profile flag, user data) goes to
 * localStorage with "Remember me" or at sign-up, otherwise to sessionStorage; the sign-up email
 * and reset id always go to localStorage.
 *
 * The refresh token goes with the login part: localStorage with "Remember me" (a browser has no
 * OS secret store; this is what keeps a remembered sign-in past the access token's hour), else
 * sessionStorage, so a sign-in without "Remember me" ends with the tab. Page scripts can read
 * either storage, as they can the access token: the strict CSP is what keeps foreign scripts
 * out, and a stolen refresh token is single use (the owner's next refresh ends the sign-in).
 * Where each part is kept, and how it is read back, is lib/browser-storage.ts.
 */

function storages(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

function encode(key: LoginKey, value: SessionPatch[LoginKey]): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'userData') return JSON.stringify(value);
  return String(value);
}

function write(storage: Storage, key: string, value: string | null): void {
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

/**
 * A new login (a patch with both token and userId) decides where the login part lives
 * (remember → local, else session) and wipes it from the other storage. Any other patch (user
 * data fetched later, the profile flag, a fresh token after a password change) stays wherever
 * the current token lives, whatever `remember` says.
 */
function saveSession(patch: SessionPatch, { remember }: SessionSaveOptions): void {
  const loginKeys = LOGIN_KEYS.filter((key) => key in patch);
  if (loginKeys.length > 0) {
    let target: Storage;
    const isNewLogin = 'token' in patch && 'userId' in patch;
    const holder = tokenStorage();
    if (isNewLogin || !holder) {
      target = remember ? window.localStorage : window.sessionStorage;
      const other = remember ? window.sessionStorage : window.localStorage;
      for (const key of LOGIN_KEYS) other.removeItem(STORAGE_KEYS[key]);
    } else {
      target = holder;
    }
    for (const key of loginKeys) write(target, STORAGE_KEYS[key], encode(key, patch[key]));
  }
  if ('signupEmail' in patch) write(window.localStorage, STORAGE_KEYS.signupEmail, patch.signupEmail ?? null);
  if ('resetId' in patch) write(window.localStorage, STORAGE_KEYS.resetId, patch.resetId ?? null);
}

function clearSession(): void {
  for (const storage of storages()) {
    for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  }
}

/** Tabs of one browser share localStorage: they refresh one at a time (Web Locks where available). */
const REFRESH_LOCK = 'conexao-session-refresh';

async function refreshStoredSession(
  apiUrl: string,
  staleToken: string | null,
  fetchFn: FetchLike,
): Promise<SessionRefreshResult> {
  const run = async (): Promise<SessionRefreshResult> => {
    // Another tab (or an earlier call) renewed it while this one waited.
    const current = readLogin('token');
    if (current && current !== staleToken) return { status: 'refreshed', token: current };
    const refreshToken = readLogin('refreshToken');
    if (!refreshToken) return { status: 'signed-out' };
    const outcome = await requestRefresh(fetchFn, apiUrl, refreshToken);
    if (outcome.kind === 'unreachable') return { status: 'unreachable' };
    // Signed out while the call was out: keep it that way.
    if (readLogin('refreshToken') !== refreshToken) return { status: 'signed-out' };
    if (outcome.kind === 'refused') {
      saveSession({ refreshToken: null }, { remember: false });
      return { status: 'signed-out' };
    }
    // Not a new sign-in (no user id): the tokens stay in the storage that holds the session.
    saveSession({ token: outcome.accessToken, refreshToken: outcome.refreshToken }, { remember: false });
    return { status: 'refreshed', token: outcome.accessToken };
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

const BADGE_PREFIX = /^\(\d+\) /;

async function showNotification(
  notification: DesktopNotification,
  onClick: (route: string) => void,
): Promise<void> {
  if (typeof Notification === 'undefined') return;
  // The desktop's rule: nothing when the person is already looking at that conversation.
  const windowFocused = document.visibilityState === 'visible' && document.hasFocus();
  const activeRoute = `${window.location.pathname}${window.location.search}`;
  if (!shouldNotify({ windowFocused, activeRoute, route: notification.route })) return;
  // Ask only when there is something to show, never at start-up.
  if (Notification.permission === 'default') await Notification.requestPermission();
  if (Notification.permission !== 'granted') return;
  // One notification per conversation: a newer message replaces the older one.
  const shown = new Notification(notification.title, { body: notification.body, tag: notification.route });
  shown.onclick = () => {
    window.focus();
    onClick(notification.route);
    shown.close();
  };
}

export function createBrowserBridge(): DesktopBridge {
  const clickListeners = new Set<(route: string) => void>();

  const config = browserConfig();

  return {
    config: { get: async () => ({ ...config }) },
    session: {
      get: async () => ({ ...EMPTY_SESSION, ...readSession() }),
      save: async (patch, options) => saveSession(patch, options),
      clear: async () => clearSession(),
      refresh: (staleToken) =>
        refreshStoredSession(config.apiUrl, staleToken, (url, init) => globalThis.fetch(url, init)),
    },
    prefs: {
      get: async () => readPrefs(),
      set: async (patch) => {
        window.localStorage.setItem(PREFS_KEY, JSON.stringify({ ...readPrefs(), ...patch }));
      },
    },
    openExternal: async (url) => {
      if (!externalUrlSchema.safeParse(url).success) {
        console.warn('Refused to open a link that is not https: or mailto:');
        return;
      }
      window.open(url, '_blank', 'noopener');
    },
    notifications: {
      show: (notification) =>
        showNotification(notification, (route) => {
          for (const listener of clickListeners) listener(route);
        }),
      setBadge: async (count) => {
        const title = document.title.replace(BADGE_PREFIX, '');
        document.title = count > 0 ? `(${count}) ${title}` : title;
      },
      onClick: (listener) => {
        clickListeners.add(listener);
        return () => {
          clickListeners.delete(listener);
        };
      },
    },
    // Deep links (conexao://…) only exist on the desktop; in a browser the URL itself is the link.
    onDeepLink: () => () => {},
  };
}

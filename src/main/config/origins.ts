/**
 * Where the renderer comes from. Packaged and `npm start` builds load app://conexao/ (a
 * privileged custom scheme, see windows/app-protocol.ts); `electron-vite dev` loads the Vite
 * dev server named by ELECTRON_RENDERER_URL. Everything that trusts "our own page" (IPC sender
 * checks, navigation, permissions, CSP) asks this module, so there is one definition.
 */
import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '@shared/desktop/app-origin';

/** The constants live in src/shared: the API server's CORS allows exactly this origin too. */
export { APP_HOST, APP_ORIGIN, APP_SCHEME };
export const APP_START_URL = `${APP_ORIGIN}/`;

/** The dev server URL, only for unpackaged runs (a packaged app never trusts an env-named origin). */
export function devRendererUrl(isPackaged: boolean, env: Record<string, string | undefined>): string | null {
  if (isPackaged) return null;
  const value = env.ELECTRON_RENDERER_URL;
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/**
 * True for URLs of the app's own page. Node gives non-special schemes an opaque origin
 * ("null"), so app:// is compared by protocol and host rather than by `origin`.
 */
export function isAppUrl(value: string, devUrl: string | null): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && !url.username && !url.password)
    return true;
  if (devUrl) {
    const dev = new URL(devUrl);
    return url.origin === dev.origin;
  }
  return false;
}

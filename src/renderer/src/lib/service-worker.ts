/**
 * The web build's service worker (public/sw.js: the app shell kept for the next start, issue 12).
 * Loaded by app/bootstrap.ts after the page has loaded, in a production web build only: the
 * desktop app loads its files from disk and registers none, nor do the dev server and tests.
 */

/** After the page has loaded, so the worker's two small downloads never slow the first screen. */
export const REGISTER_DELAY_MS = 3_000;
/** sessionStorage: when the page last reloaded for a missing file (a loop guard). */
export const RELOADED_AT_KEY = 'conexao_reloaded_for_update';

type Win = Pick<Window, 'addEventListener' | 'setTimeout' | 'sessionStorage' | 'location'>;

/** Registers the worker a little after now. Returns whether it will (not without service workers). */
export function registerShellWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = navigator.serviceWorker,
  win: Win = window,
): boolean {
  if (!container) return false;
  win.setTimeout(() => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works the same without it; only the next start is slower.
      console.warn('The service worker could not be registered:', error);
    });
  }, REGISTER_DELAY_MS);
  reloadWhenFilesAreGone(win);
  return true;
}

/**
 * A screen's file of the version this page started with is gone from the server (a new version
 * was deployed meanwhile: Vite's `vite:preloadError`): start again on the new version instead of
 * showing the screen's error. At most once a minute, so a server that lost its files cannot loop.
 */
export function reloadWhenFilesAreGone(win: Win, now: () => number = Date.now): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now() - last < 60_000) return;
    win.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
    event.preventDefault();
    win.location.reload();
  });
}

import { chooseLanguage, useLanguageStore } from '@renderer/i18n/language-store';
import { loadAllMessages, loadMessages } from '@renderer/i18n/messages';
import { configureApiClient, preloadHttpClient } from '@renderer/lib/api-client';
import { getBridge } from '@renderer/lib/bridge';
import { afterFirstScreen, firstScreenLoaded } from '@renderer/lib/first-screen';
import { useSessionStore } from '@renderer/lib/session-store';
import { matchRoutes } from 'react-router-dom';
import { preloadFirstScreen } from './preload-first-screen';
import { buildRoutes } from './routes';
import { earlyReadsSent } from './start-early-reads';

function registerWorkerLater() {
  import('@renderer/lib/service-worker')
    .then(({ registerShellWorker }) => registerShellWorker())
    .catch(() => {
      // Not downloaded: this start simply keeps nothing for the next one.
    });
}

/** Runs `task` once the page has loaded (at once if it has). */
function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

/** How long the first render may wait for the first screen's code (React's Suspense throttle). */
export const FIRST_SCREEN_WAIT_MS = 300;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Everything the first render needs, read before it: the API address, the remembered
 * language and the stored session (so the route guard decides on real values).
 */
export async function bootstrap() {
  const bridge = getBridge();
  const config = await bridge.config.get();
  configureApiClient({ baseURL: config.apiUrl });
  // The web build keeps its page for the next start (public/sw.js); the desktop app needs none.
  if (config.platform === 'web' && import.meta.env.PROD) {
    void afterFirstScreen().then(() => afterLoad(registerWorkerLater));
  }
  const messages = loadMessages(await chooseLanguage());
  await useSessionStore.getState().hydrate();
  // Signed in: the screens will ask the API at once, so the HTTP client downloads beside the
  // language; unless this start sent the first screen's reads itself (start-early-reads.ts): then
  // axios (~21 KB) waits until that screen's code is in instead of sharing a slow link with it.
  const signedIn = useSessionStore.getState().token !== null;
  if (signedIn) {
    void earlyReadsSent.then((sent) => (sent > 0 ? afterFirstScreen() : undefined)).then(preloadHttpClient);
    // The dashboard shows with the frame's texts; the other screens' come once it has, so the next
    // screen does not wait for them (a failure here is retried by the screen that needs them).
    void afterFirstScreen()
      .then(() => loadAllMessages(useLanguageStore.getState().lang))
      .catch(() => {});
  }

  // Real paths (/reset-password/abc) work: Electron serves the app:// scheme with an SPA
  // fallback, the web build uses history fallback. main.tsx renders them in a BrowserRouter.
  const routes = buildRoutes();
  // The first screen's lazy parts side by side, and beside the language's messages rather than
  // after them (on a slow link, 0.6 s sooner); a route the guard would send to /signin is not
  // worth downloading when signed out.
  const firstScreen = signedIn ? preloadFirstScreen(matchRoutes(routes, window.location) ?? []).ready : null;
  // Signed out, the first screen is small and asked for as it renders: nothing to wait for.
  void (firstScreen ?? messages).then(firstScreenLoaded, firstScreenLoaded);
  await messages;
  // React shows a screen that suspended no sooner than 300 ms after its fallback (Suspense
  // throttling), and the frame and the screen would each suspend: when their code is about to be
  // here (a warm start: from the cache), the first render waiting for it is quicker than that.
  if (firstScreen) await Promise.race([firstScreen, delay(FIRST_SCREEN_WAIT_MS)]);
  return routes;
}

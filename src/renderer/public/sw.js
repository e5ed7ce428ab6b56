/*
 * The web app's service worker (issue 12, speed to open): a returning visitor's start no longer
 * waits for the HTML's round trip, which on a slow link is the longest step of a warm start.
 *
 * - Navigations get the app shell (index.html: the same page for every route of this single-page
 *   app) from this worker's cache at once; the network's copy replaces it in the background, so a
 *   new version shows from the next start on.
 * - A kept shell is used only while every file it names (/assets/…, hashed, immutable) is still
 *   in the browser's HTTP cache. Otherwise (a new version was deployed and the old files are gone,
 *   or the cache was cleared) the navigation waits for the network as it would without a worker.
 * - Nothing else passes through here: API calls and assets go straight to the network and the
 *   HTTP cache (static routes where the browser has them; the fetch handler ignores them anyway).
 *
 * Registered by the web build only (src/renderer/src/lib/service-worker.ts); the desktop app loads
 * its files from disk and has no use for it.
 */
const SHELL_CACHE = 'conexao-shell-v1';
const SHELL_URL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (typeof event.addRoutes === 'function') {
        // Older browsers may not know the `not` condition: then the fetch handler lets them pass.
        await event
          .addRoutes([{ condition: { not: { requestMode: 'navigate' } }, source: 'network' }])
          .catch(() => {});
      }
      // The shell of the version being installed, so the next start is already served from here.
      const cache = await caches.open(SHELL_CACHE);
      await storeShell(cache, fetch(SHELL_URL, { cache: 'no-cache' })).catch(() => {});
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('conexao-shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A file opened in a tab (a hashed asset, this worker) is that file, not the app.
  if (url.pathname.startsWith('/assets/') || url.pathname === '/sw.js') return;
  event.respondWith(navigate(event));
});

async function navigate(event) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(SHELL_URL);
  if (kept && (await filesAreCached(kept))) {
    event.waitUntil(storeShell(cache, fetch(SHELL_URL, { cache: 'no-cache' })).catch(() => {}));
    return kept;
  }
  const response = await fetch(event.request);
  event.waitUntil(storeShell(cache, Promise.resolve(response.clone())).catch(() => {}));
  return response;
}

/** Keeps an answer as the shell when it is one: a 200 HTML page, not a redirect or an error. */
async function storeShell(cache, pending) {
  const response = await pending;
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 200 && !response.redirected && type.includes('text/html')) {
    await cache.put(SHELL_URL, response);
  }
}

/** Whether every hashed file the shell names is in the HTTP cache (asked without the network). */
async function filesAreCached(shell) {
  const html = await shell.clone().text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  if (files.length === 0) return false;
  try {
    const answers = await Promise.all(
      files.map((file) => fetch(file, { cache: 'only-if-cached', mode: 'same-origin' })),
    );
    return answers.every((answer) => answer.ok);
  } catch {
    return false;
  }
}

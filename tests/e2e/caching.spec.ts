import { expect, type Page, type Request, test } from '@playwright/test';
import { catalogue } from '../../src/shared/i18n';
import { employerWithJob, storeSession } from './support/api';

/** Every key of the message catalogue: a text shown as its key is a text whose part is missing. */
const CATALOGUE_KEYS = new Set(Object.keys(catalogue.en));

/**
 * The served web build: the HTML is revalidated on every load, the hashed files it names are
 * kept for a year (vite.web.config.ts, cacheHeaders), so a warm start asks for one file only.
 */
test('the HTML is revalidated and the hashed assets are immutable', async ({ request, baseURL }) => {
  const html = await request.get('/');
  expect(html.ok()).toBe(true);
  expect(html.headers()['cache-control']).toBe('no-cache');
  const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(new URL(asset, baseURL).toString());
    expect(response.ok(), asset).toBe(true);
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
});

test('hashed files go out Brotli-compressed to a browser that takes it, the same bytes once unpacked', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const url = new URL(asset, baseURL).toString();
    const packed = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers()['content-encoding'], asset).toBe('br');
    expect(packed.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], asset).toBeUndefined();
    expect((await packed.body()).equals(await plain.body()), asset).toBe(true);
  }
});

/**
 * Stores the session, then waits until the sign-in page it opened has asked for everything it will:
 * for the tests that count a start's requests. On a slow host the sign-in page's providers read
 * (/auth/providers) once left after storeSession had returned and was counted as the start's.
 * Only here: networkidle costs every caller at least half a second.
 */
async function storeSessionQuietly(
  page: Page,
  account: Parameters<typeof storeSession>[1],
  options?: Parameters<typeof storeSession>[2],
) {
  await storeSession(page, account, options);
  await page.waitForLoadState('networkidle');
}

/** The kept app page (public/sw.js), read in the page. */
const keptShell = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('conexao-shell-v1')).match('/'))?.text() ?? null);

test("a returning visitor's start is served by the service worker, never from a page whose files are gone", async ({
  page,
  request,
}) => {
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await page.goto('/signin');
  await expect(signInButton).toBeVisible();
  // Registered a little after load (lib/service-worker.ts); active once it kept the page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const served = await (await request.get('/')).text();
  expect(await keptShell(page)).toBe(served);

  const again = await page.goto('/signin');
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(signInButton).toBeVisible();

  // A kept page naming an entry file the browser no longer has (a new version was deployed and the
  // old files are gone): the start waits for the network's page instead, and keeps that one.
  const stale = served.replace(/\/assets\/index-[^"]+\.js/, '/assets/index-gone.js');
  expect(stale).not.toBe(served);
  await page.evaluate(async (html) => {
    const cache = await caches.open('conexao-shell-v1');
    await cache.put('/', new Response(html, { headers: { 'content-type': 'text/html' } }));
  }, stale);
  await page.goto('/signin');
  await expect(signInButton).toBeVisible();
  await expect.poll(() => keptShell(page)).toBe(served);

  // A file opened in a tab is that file, not the app page.
  const file = await page.goto('/sw.js');
  expect(file?.headers()['content-type']).toContain('javascript');
});

/** The reads a signed-in start on the dashboard sends itself (app/start-early-reads.ts). */
const DASHBOARD_START_READS = [
  '/internship/applications/count',
  '/internship/company',
  '/internship/count',
  '/interviews',
  '/notifications',
  '/user/details',
];

test("a signed-in start asks for the frame's and the dashboard's reads before the app has booted, once, and axios after the dashboard", async ({
  page,
}) => {
  const { employer } = await employerWithJob({ title: 'Early reads' });
  await storeSessionQuietly(page, employer);
  // In the order asked: the API's GETs (not the chat's socket) and the two files that matter here,
  // and when the dashboard's file was in.
  const sent: string[] = [];
  page.on('requestfinished', (r) => {
    if (/\/assets\/dashboard-page-[^/]*\.js$/.test(r.url())) sent.push('dashboard-page in');
  });
  page.on('request', (r) => {
    const url = new URL(r.url());
    const ownFile = /\/assets\/(dashboard-page|http-client)-/.exec(url.pathname);
    if (ownFile) sent.push(ownFile[1]!);
    else if (r.method() === 'GET' && r.url().startsWith(`${process.env.E2E_API_URL}/`)) {
      if (!url.pathname.startsWith('/socket.io/')) sent.push(url.pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  await expect(page.getByTestId('total-applications')).toHaveText('0');
  await expect(page.getByText('Early reads', { exact: true }).first()).toBeVisible();
  // The HTTP client is still fetched, for what the recruiter does next.
  await expect.poll(() => sent.includes('http-client')).toBe(true);
  // Once each: the screens took the answers of the reads sent at start-up (lib/early-reads.ts)...
  for (const read of DASHBOARD_START_READS)
    expect(
      sent.filter((entry) => entry === read),
      read,
    ).toHaveLength(1);
  // ...which all left before the dashboard's own code was even asked for; the HTTP client (axios)
  // only once that code was in: no read of the opening dashboard needed it (the chat's list, asked
  // for once its socket is up, comes later).
  const screen = sent.indexOf('dashboard-page');
  const client = sent.indexOf('http-client');
  expect(screen).toBeGreaterThan(-1);
  for (const read of DASHBOARD_START_READS) expect(sent.indexOf(read), read).toBeLessThan(screen);
  expect(client).toBeGreaterThan(sent.indexOf('dashboard-page in'));
  expect(
    sent
      .slice(0, client)
      .filter((entry) => entry.startsWith('/'))
      .sort(),
  ).toEqual(DASHBOARD_START_READS);
});

/** Holds back the answers for files matching `pattern` until the returned function is called. */
async function holdFiles(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Routing also turns the HTTP cache off, so the files are asked for again.
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A signed-in employer's start on the dashboard with the app's entry (React, the router: the largest
 * file) held back: the paths of the requests `keep` accepts are recorded in `seen`.
 */
async function startWithEntryHeld(page: Page, title: string, keep: (request: Request) => boolean) {
  const { employer } = await employerWithJob({ title });
  await storeSessionQuietly(page, employer);
  const seen: string[] = [];
  page.on('request', (r) => {
    if (keep(r)) seen.push(new URL(r.url()).pathname);
  });
  const release = await holdFiles(page, /\/assets\/index-[^/]*\.js$/);
  // Not until `load`: the page cannot load while its entry is held.
  await page.goto('/', { waitUntil: 'commit' });
  return { seen, release };
}

test("the web build sends those counts from their own script, before the app's entry file has arrived", async ({
  page,
}) => {
  // The counts leave anyway (vite.early-start-plugin.ts).
  const { seen: counts, release } = await startWithEntryHeld(
    page,
    'Counts before the entry',
    (r) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/count'),
  );
  await expect.poll(() => counts.length).toBe(2);
  release();
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  // Still once each: the dashboard took those answers.
  expect(counts.sort()).toEqual(['/internship/applications/count', '/internship/count']);
});

test("a signed-in start on the dashboard asks for the screen's files before the app's entry has arrived, each once", async ({
  page,
}) => {
  // The frame's and the dashboard's files are asked for meanwhile, as the page lists them
  // (vite.early-start-plugin.ts, app/preload-start-files.ts).
  const { seen: asked, release } = await startWithEntryHeld(page, 'Files before the entry', (r) =>
    new URL(r.url()).pathname.startsWith('/assets/'),
  );
  // The group's name and its 8-character hash, not the file of lib/api/signed-in-reads.ts.
  const frameFile = /\/assets\/signed-in-[\w-]{8}\.js$/;
  const screenFile = /\/assets\/dashboard-page-[^/]*\.js$/;
  // The texts the frame and the dashboard name (vite.frame-messages.ts), not the rest.
  const restFile = /\/assets\/catalogue-en-frame-[^/]*\.js$/;
  await expect
    .poll(() => [frameFile, screenFile, restFile].every((file) => asked.some((p) => file.test(p))))
    .toBe(true);
  release();
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  // Not downloaded again when the app's own loader asks for them.
  for (const file of [frameFile, screenFile, restFile]) {
    expect(
      asked.filter((p) => file.test(p)),
      String(file),
    ).toHaveLength(1);
  }
});

test("a signed-in start asks for its frame beside the language's first messages, with that language's texts for it", async ({
  page,
}) => {
  const { employer } = await employerWithJob({ title: 'Frame beside messages' });
  await storeSessionQuietly(page, employer, { prefs: { language: 'pt' } });
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/')) asked.push(path);
  });
  // Portuguese's first messages are held back: the frame's file must be asked for meanwhile, not
  // after them (app/bootstrap.ts).
  const release = await holdFiles(page, /\/assets\/catalogue-pt-(?!rest-|frame-)[^/]*\.js$/);
  await page.goto('/');
  // The frame's module is in the signed-in routes' file (vite.route-chunks.ts), or its own file.
  const frameFile = /\/(signed-in|protected-layout)-[^/]*\.js$/;
  await expect.poll(() => asked.some((path) => frameFile.test(path))).toBe(true);
  release();
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  // The frame brought the chosen language's texts for it, not English's; the rest follows.
  expect(asked.some((path) => /\/catalogue-pt-frame-/.test(path))).toBe(true);
  await expect.poll(() => asked.some((path) => /\/catalogue-pt-rest-/.test(path))).toBe(true);
  expect(asked.some((path) => /\/catalogue-en-(rest|frame)-/.test(path))).toBe(false);
  await expect(page.getByRole('navigation').first()).toContainText('Vagas');
});

test('a signed-in start whose code is cached shows the dashboard without a loading step between', async ({
  page,
}) => {
  const { employer } = await employerWithJob({ title: 'No loading step' });
  await storeSession(page, employer);
  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  // From now on, whether the page ever shows 'Loading the page…' (components/page-loading.tsx).
  await page.addInitScript(() => {
    const seen = { loading: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.querySelector('.page-loading')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  // The frame and the dashboard are rendered once their code is in (app/bootstrap.ts): a suspended
  // screen would show its fallback and then stay hidden for React's 300 ms throttle.
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen.loading),
  ).toBe(false);
});

/** The words on the page that are catalogue keys: a text whose part has not arrived shows as its key. */
async function rawKeys(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText())
    .split(/\s+/)
    .map((word) => word.replace(/^[^a-z]+|[^a-zA-Z0-9_]+$/g, ''))
    .filter((word) => CATALOGUE_KEYS.has(word));
}

/** A signed-in employer with one job, whose rest of the messages is held back until released. */
async function signedInWithRestHeld(page: Page, title: string): Promise<() => void> {
  const { employer } = await employerWithJob({ title });
  await storeSession(page, employer);
  return holdFiles(page, /\/assets\/catalogue-en-rest-[^/]*\.js$/);
}

test("the dashboard shows every text with the frame's messages alone; another screen waits for the rest", async ({
  page,
}) => {
  // The dashboard, its frame and their menus show without the rest (i18n/messages.ts).
  const release = await signedInWithRestHeld(page, 'Texts with the frame');
  await page.goto('/');
  await expect(page.getByTestId('total-jobs')).toHaveText('1');
  await expect(page.getByText('Texts with the frame').first()).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
  // The frame's menus too: notifications and the profile menu.
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await expect(page.getByRole('link', { name: 'My Profile' })).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
  await page.keyboard.press('Escape');
  // Another screen waits for the rest (i18n/all-messages.tsx), then shows its own texts.
  await page.getByRole('link', { name: 'Candidates' }).first().click();
  await expect(page).toHaveURL(/\/candidates$/);
  release();
  await expect(page.locator('.candidates-page')).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
});

test('a signed-in start on another screen shows it only once the rest of the messages is in', async ({
  page,
}) => {
  const release = await signedInWithRestHeld(page, 'Waits for the rest');
  const screenCode = page.waitForResponse((r) => /\/assets\/candidates-page-[^/]*\.js$/.test(r.url()));
  await page.goto('/candidates');
  await screenCode;
  // Its code is in, its texts are not: it would show them as keys. It waits (i18n/all-messages.tsx).
  await page.waitForTimeout(500);
  await expect(page.locator('.candidates-page')).toHaveCount(0);
  release();
  await expect(page.locator('.candidates-page')).toBeVisible();
  expect(await rawKeys(page)).toEqual([]);
});
